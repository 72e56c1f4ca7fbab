import type { Generated, Selectable } from 'kysely';

/**
 * A member's own monthly spending limit and the "ask me before each paid message" switch (ADR 0027).
 * A raise, a removal or a change of currency waits in `pending_*` until `pending_effective_at`;
 * `pending_set` with a null `pending_amount` is a removal.
 */
export interface SpendingLimitsTable {
  user_id: number;
  /** Minor units of `currency`; null: no limit. */
  amount: number | null;
  currency: string | null;
  pending_amount: number | null;
  /** The currency of a pending change (a change of currency waits like a raise). */
  pending_currency: string | null;
  pending_set: Generated<boolean>;
  pending_effective_at: Date | null;
  ask_before_paid_message: Generated<boolean>;
  updated_at: Generated<Date>;
}
export type SpendingLimitRow = Selectable<SpendingLimitsTable>;
