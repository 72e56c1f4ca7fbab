import { api } from '@app/shared/api';
import type { CreatePayment, Order } from '@app/shared/contract';

/**
 * POST /api/payment.php: starts the checkout of the quote the member saw. `idempotencyKey` is the
 * checkout attempt's: a retried click with the same order sends the same key, so the server makes
 * one order and answers every retry with it.
 */
export function createPayment(
  body: CreatePayment,
  idempotencyKey: string,
): Promise<{ order: Order; checkout_url: string }> {
  return api('/api/payment.php', { method: 'POST', body, idempotencyKey });
}
