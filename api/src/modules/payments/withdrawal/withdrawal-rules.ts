import type { PaymentState } from '@app/shared/contract';
import type { WithdrawalRefusal } from '@app/shared/contract/withdrawal';
import { withdrawalDays } from '@app/shared/contract/withdrawal-constants';

const DAY_MS = 86_400_000;

export interface WithdrawableOrder {
  state: PaymentState;
  completed_at: Date | string | null;
  credits: number;
  amount: number;
}

/** The end of an order's withdrawal period: completion + `withdrawalDays(refund_days)` days; null before completion. */
export function withdrawalDeadline(order: WithdrawableOrder, refundDays: number): Date | null {
  if (order.completed_at === null) return null;
  return new Date(new Date(order.completed_at).getTime() + withdrawalDays(refundDays) * DAY_MS);
}

/**
 * Why an order cannot be withdrawn from now, or null when it can (ADR 0027): one withdrawn, refunded
 * or charged back already is `withdrawn`; one that never completed is `not_completed`; one whose
 * period has ended is `period_over`.
 */
export function withdrawalRefusal(
  order: WithdrawableOrder,
  refundDays: number,
  withdrawn: boolean,
  now = new Date(),
): WithdrawalRefusal | null {
  if (withdrawn || order.state === 'refunded' || order.state === 'charged_back') return 'withdrawn';
  if (order.state !== 'completed') return 'not_completed';
  const deadline = withdrawalDeadline(order, refundDays);
  if (deadline === null) return 'not_completed';
  return now.getTime() > deadline.getTime() ? 'period_over' : null;
}
