import type { Generated, Selectable } from 'kysely';

export type RefundStatus = 'pending' | 'refunded' | 'failed';

/**
 * A withdrawn purchase (ADR 0027): the unused credits removed from the balance and the refund owed
 * for them, one per order. The refund is asked of the provider after commit; `pending` until it
 * answers (a worker asks again), then `refunded` with the provider's id, or `failed`.
 */
export interface WithdrawalsTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  credits_removed: number;
  /** Minor units of `currency`: round(amount × unused / credits). */
  refund_amount: number;
  currency: string;
  refund_status: RefundStatus;
  provider_refund_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
export type WithdrawalRow = Selectable<WithdrawalsTable>;
