import { api } from '@app/shared/api';
import type { Order } from '@app/shared/contract';

/** GET /api/transactions.php: every order of the member, newest first. */
export async function getTransactions(): Promise<Order[]> {
  const { orders } = await api<{ orders: Order[] }>('/api/transactions.php');
  return orders;
}
