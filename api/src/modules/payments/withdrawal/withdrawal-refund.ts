import { orderNumber } from '@app/shared/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import type { RefundStatus, WithdrawalRow } from '../../../db/withdrawal.table';
import type { OrderRow } from '../payment.table';
import { PaymentProviderError, type PaymentProvider } from '../providers/payment-provider';
import { settleRefund } from './withdrawal.repository';

export interface RefundDeps {
  db: Db;
  provider: PaymentProvider;
  log: FastifyBaseLogger;
}

/** Our refund status for the provider's state of an accepted refund: the money is on its way unless it failed. */
function refundStatusOf(providerStatus: string): RefundStatus {
  return providerStatus === 'failed' || providerStatus === 'canceled' ? 'failed' : 'refunded';
}

/**
 * Asks the provider to refund a withdrawal that waits for it, after the transaction that withdrew
 * committed. An accepted refund is stored with its id (`refunded`, or `failed` when the provider
 * says so); a refusal or an unknown payment is `failed`; a provider that cannot be asked now leaves it
 * `pending` for the worker. The withdrawal's id is the provider's idempotency key, so asking again
 * after a lost answer refunds once. Never throws; answers the withdrawal as it now is.
 */
export async function askForRefund(
  deps: RefundDeps,
  withdrawal: WithdrawalRow,
  order: OrderRow,
): Promise<WithdrawalRow> {
  if (withdrawal.refund_status !== 'pending') return withdrawal;
  const settle = async (status: RefundStatus, providerRefundId: string | null) =>
    (await settleRefund(deps.db, withdrawal.id, { status, providerRefundId })) ?? withdrawal;
  if (!order.provider_payment_id) {
    deps.log.error({ orderId: order.id }, 'a withdrawal of an order without a provider payment cannot be refunded');
    return settle('failed', null);
  }
  if (order.provider !== deps.provider.name) {
    deps.log.warn({ orderId: order.id, provider: order.provider }, 'withdrawal refund waits for its provider');
    return withdrawal;
  }
  try {
    const refund = await deps.provider.refund(
      order.provider_payment_id,
      { value: withdrawal.refund_amount, currency: withdrawal.currency },
      `Refund of the withdrawal of order ${orderNumber(order.id)}`,
      `withdrawal-${withdrawal.id}`,
    );
    return await settle(refundStatusOf(refund.status), refund.refundId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.kind !== 'unavailable') {
      deps.log.error({ err: error, orderId: order.id }, 'the provider refused the refund of a withdrawal');
      return settle('failed', null);
    }
    deps.log.warn({ err: error, orderId: order.id }, 'the refund of a withdrawal is asked again later');
    return withdrawal;
  }
}
