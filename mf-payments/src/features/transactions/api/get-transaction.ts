import { api } from '@app/shared/api';
import type { Order, PaymentSource, PaymentState } from '@app/shared/contract';

/** One stored state change of an order (the contract's PaymentTransitionSchema). */
export interface Transition {
  from: PaymentState | null;
  to: PaymentState;
  source: PaymentSource;
  at: string;
}

/** The contract's TransactionResponseSchema: an order, its history and the withdrawal period. */
export interface TransactionDetail {
  order: Order;
  transitions: Transition[];
  refund_days: number;
}

/** GET /api/transactions.php?id=N: one order with its state history and the withdrawal period. */
export function getTransaction(id: number): Promise<TransactionDetail> {
  return api<TransactionDetail>('/api/transactions.php', { query: { id } });
}
