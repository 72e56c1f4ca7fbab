import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import { findOrder } from '../order.repository';
import type { PaymentProvider } from '../providers/payment-provider';
import { askForRefund } from './withdrawal-refund';
import { claimPendingRefunds } from './withdrawal.repository';
import { periodicRun } from '../../../jobs/periodic-run';

export interface RefundWorkerOptions {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
  /** Refunds asked for per run at most. */
  batchSize?: number;
  /** Time between runs while started. */
  intervalMs?: number;
  /** A pending refund is asked again when it was last touched this long ago (longer than a provider call). */
  retryAfterMs?: number;
}

/**
 * Asks the provider again for the refunds of withdrawals still `pending` (the provider could not be
 * asked right after the withdrawal): each run claims a bounded batch not touched for `retryAfterMs`
 * (see claimPendingRefunds) and asks for each. `start` runs it every `intervalMs` until `stop`; tests
 * call `tick` directly.
 */
export function createRefundWorker(options: RefundWorkerOptions) {
  const { db, log } = options;
  const batchSize = options.batchSize ?? 10;
  const intervalMs = options.intervalMs ?? 60_000;
  const retryAfterMs = options.retryAfterMs ?? 5 * 60_000;

  /** One run: answers how many refunds were settled (refunded or failed). */
  async function tick(now = new Date()): Promise<{ asked: number; settled: number }> {
    const claimed = await claimPendingRefunds(db, new Date(now.getTime() - retryAfterMs), batchSize, now);
    let settled = 0;
    for (const withdrawal of claimed) {
      const order = await findOrder(db, withdrawal.order_id);
      if (!order) continue;
      const after = await askForRefund(options, withdrawal, order);
      if (after.refund_status !== 'pending') settled += 1;
    }
    return { asked: claimed.length, settled };
  }

  return { tick, ...periodicRun(tick, { intervalMs, log, failure: 'withdrawal refund run failed' }) };
}

export type RefundWorker = ReturnType<typeof createRefundWorker>;
