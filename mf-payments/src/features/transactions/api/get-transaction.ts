import { api } from '@app/shared/api';
import type { PaymentTransition, TransactionResponse } from '@app/shared/contract';

/** One stored state change of an order. */
export type Transition = PaymentTransition;
/** An order, its history and the withdrawal period. */
export type TransactionDetail = TransactionResponse;

/** GET /api/transactions.php?id=N: one order with its state history and the withdrawal period. */
export function getTransaction(id: number): Promise<TransactionDetail> {
  return api<TransactionDetail>('/api/transactions.php', { query: { id } });
}
