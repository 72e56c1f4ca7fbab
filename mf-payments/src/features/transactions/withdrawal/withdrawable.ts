import type { Order } from '@app/shared/contract';
import { withdrawalDays } from '@app/shared/contract/withdrawal-constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A purchase still within its withdrawal period, with the period's end (ISO). */
export interface WithdrawableOrder {
  order: Order;
  deadline: string;
}

/**
 * The member's purchases that may still be withdrawn from (ADR 0027): completed, and completed less
 * than `withdrawalDays(refund_days)` days ago, newest first as the orders come. The order's page asks
 * the server before anything is withdrawn, so this list only leads there.
 */
export function withdrawableOrders(orders: Order[], refundDays: number, now: number = Date.now()): WithdrawableOrder[] {
  const period = withdrawalDays(refundDays) * DAY_MS;
  return orders.flatMap((order) => {
    if (order.state !== 'completed' || !order.completed_at) return [];
    const deadline = new Date(order.completed_at).getTime() + period;
    return deadline > now ? [{ order, deadline: new Date(deadline).toISOString() }] : [];
  });
}
