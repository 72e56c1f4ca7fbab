import type { Generated } from 'kysely';

export type CreditReason = 'signup' | 'purchase' | 'message' | 'photo' | 'gift' | 'refund' | 'bonus' | 'adjustment';

/** The balance: changed only together with a ledger row, in a transaction that locks it. */
export interface CreditBalancesTable {
  user_id: number;
  balance: Generated<number>;
  updated_at: Generated<Date>;
}

/** Append-only: every change of a balance, with the balance after it. */
export interface CreditLedgerTable {
  id: Generated<number>;
  user_id: number;
  delta: number;
  balance_after: number;
  reason: CreditReason;
  /** What the change is for (an order, a message key); unique per user and reason. */
  reference: string | null;
  created_at: Generated<Date>;
}
