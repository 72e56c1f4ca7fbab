import { paymentsCallbackBench } from './payments-callback-bench';
import { paidToBadgeBench } from './payments-badge-bench';

/** `pnpm bench payments`: callback throughput on both databases, then the time from "Paid" to the badge. */
export async function paymentsBench(): Promise<void> {
  await paymentsCallbackBench();
  await paidToBadgeBench();
}
