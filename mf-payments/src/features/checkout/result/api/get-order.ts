import { api } from '@app/shared/api';
import type { Order } from '@app/shared/contract';

/**
 * GET /api/payment.php?id=N: one of the member's orders. `sync=return` (back from the checkout) and
 * `sync=poll` (still waiting) let the server ask the provider when the order is not final; the
 * answer never depends on anything the browser says.
 */
export async function getOrder(id: number, sync?: 'return' | 'poll'): Promise<Order> {
  const { order } = await api<{ order: Order }>('/api/payment.php', { query: sync ? { id, sync } : { id } });
  return order;
}
