import type { PaymentSource, PaymentState } from '@app/shared/contract';
import { LiveOutbox } from '../events';
import { announceState, completeOrder, reverseOrder } from './order-completion';
import { findOrderByProviderPayment, insertTransition, lockOrder, setOrderState } from './order.repository';
import type { OrderRow } from './payment.table';
import { decideMove, targetStateOf } from './payment-states';
import type { PaymentsDeps } from './payments-deps';
import { PaymentProviderError, type ProviderStatus } from './providers/payment-provider';

export interface SyncResult {
  order: OrderRow;
  /** The order moved to another state by this call. */
  moved: boolean;
}

/**
 * Moves an order to the state of its provider status, in one transaction that locks the order: a
 * legal move is stored with its source and applied (a completion grants the credits there, exactly
 * once); the same state is no move; an illegal one is stored as refused, logged, and never applied.
 * Live events go out after commit, the receipt after a completion.
 */
export async function applyProviderStatus(
  deps: PaymentsDeps,
  orderId: number,
  providerStatus: ProviderStatus,
  source: PaymentSource,
  origin: string,
  returnReason: string | null = null,
): Promise<SyncResult> {
  const outbox = new LiveOutbox();
  let refused: { from: PaymentState; to: PaymentState } | null = null;
  const result = await deps.db.transaction().execute(async (trx): Promise<SyncResult> => {
    const order = await lockOrder(trx, orderId);
    if (!order) throw new Error(`order ${orderId} missing`);
    const target = targetStateOf(order.payment_method, order.state, providerStatus);
    const decision = decideMove(order.state, target);
    if (decision.kind === 'same') return { order, moved: false };
    const transition = { orderId, from: order.state, to: target, source, providerStatus };
    if (decision.kind === 'refused') {
      await insertTransition(trx, { ...transition, applied: false });
      refused = { from: order.state, to: target };
      return { order, moved: false };
    }
    const completedAt = target === 'completed' ? new Date() : undefined;
    const moved = await setOrderState(trx, orderId, { state: target, providerStatus, completedAt });
    await insertTransition(trx, { ...transition, applied: true });
    if (target === 'refunded' || target === 'charged_back') {
      return { order: await reverseOrder(trx, moved, outbox, returnReason), moved: true };
    }
    if (target === 'completed') await completeOrder(trx, moved, outbox);
    else await announceState(trx, moved, outbox);
    return { order: moved, moved: true };
  });
  if (refused) deps.log.warn({ orderId, ...(refused as object), source, providerStatus }, 'payment transition refused');
  await outbox.publish(deps.bus);
  if (result.moved && result.order.state === 'completed') await deps.sendReceipt(result.order, origin);
  return result;
}

/**
 * Asks the provider for the payment's status and applies it. A provider that is down or slow leaves
 * the order as it is (the next callback, return or poll tries again).
 */
export async function syncWithProvider(
  deps: PaymentsDeps,
  order: OrderRow,
  source: PaymentSource,
  origin: string,
): Promise<OrderRow> {
  if (!order.provider_payment_id || order.provider !== deps.provider.name) return order;
  try {
    const payment = await deps.provider.getPayment(order.provider_payment_id);
    return (await applyProviderStatus(deps, order.id, payment.status, source, origin, payment.returnReason)).order;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error, orderId: order.id, source }, 'payment status not available from the provider');
    return order;
  }
}

/**
 * A provider's callback: it names a payment and nothing else. The status is fetched from the
 * provider and applied; a payment we do not know is answered without effect.
 */
export async function handleCallbackNotice(
  deps: PaymentsDeps,
  providerPaymentId: string,
  origin: string,
): Promise<void> {
  const order = await findOrderByProviderPayment(deps.db, deps.provider.name, providerPaymentId);
  if (!order) {
    deps.log.info({ providerPaymentId }, 'payment callback for an unknown payment ignored');
    return;
  }
  const payment = await deps.provider.getPayment(providerPaymentId);
  await applyProviderStatus(deps, order.id, payment.status, 'callback', origin, payment.returnReason);
}
