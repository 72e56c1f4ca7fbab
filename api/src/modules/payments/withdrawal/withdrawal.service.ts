import { orderNumber, type LiveEvent } from '@app/shared/contract';
import type { WithdrawalPreview, WithdrawalResult } from '@app/shared/contract/withdrawal';
import type { Db } from '../../../db/database';
import type { WithdrawalRow } from '../../../db/withdrawal.table';
import { AppError } from '../../../http/app-error';
import { changeCredits, lockBalance, refundAmountOf, unusedCreditsOfOrder } from '../../credits';
import { LiveOutbox } from '../../events';
import { siteById } from '../../settings';
import { ledgerReferenceOf } from '../order-completion';
import { toOrder } from '../order-dto';
import { insertTransition, lockOrder, setOrderState } from '../order.repository';
import type { OrderRow } from '../payment.table';
import type { PaymentsDeps } from '../payments-deps';
import { askForRefund } from './withdrawal-refund';
import { findWithdrawalOfOrder, insertWithdrawal } from './withdrawal.repository';
import { withdrawalDeadline, withdrawalRefusal } from './withdrawal-rules';

/** What a withdrawal of the order would do now (GET /api/withdrawal.php). */
export async function previewWithdrawal(db: Db, order: OrderRow, now = new Date()): Promise<WithdrawalPreview> {
  const site = await siteById(db, order.site_id);
  const withdrawn = (await findWithdrawalOfOrder(db, order.id)) !== undefined;
  const unused = order.state === 'completed' ? await unusedCreditsOfOrder(db, order.user_id, order.id) : 0;
  const deadline = withdrawalDeadline(order, site.refund_days);
  return {
    order: toOrder(order),
    refusal: withdrawalRefusal(order, site.refund_days, withdrawn, now),
    deadline: deadline?.toISOString() ?? null,
    unused_credits: unused,
    refund_amount: refundAmountOf(order, unused),
    currency: order.currency,
  };
}

export function toWithdrawalResult(withdrawal: WithdrawalRow): WithdrawalResult {
  return {
    order_id: withdrawal.order_id,
    number: orderNumber(withdrawal.order_id),
    credits_removed: withdrawal.credits_removed,
    refund_amount: withdrawal.refund_amount,
    currency: withdrawal.currency,
    withdrawn_at: new Date(withdrawal.created_at).toISOString(),
    refund_status: withdrawal.refund_status,
  };
}

/**
 * "Confirm withdrawal" (ADR 0027). One transaction locks the order, then the balance: the order must
 * still be withdrawable (else 409 `withdrawal_not_possible`, nothing changed); its unused credits (the
 * ledger's first-in, first-out lots, read under the lock) leave the balance with the reference
 * `order:<id>`, so no later refund or charge-back callback takes them again; a `withdrawals` row keeps
 * what was removed and is owed; the order moves to `refunded` (source `withdrawal`). After commit: the
 * live events, the provider's refund (a provider that cannot be asked leaves it `pending` for the
 * worker), the receipt mail. 404 for an order of another member.
 */
export async function withdraw(
  deps: PaymentsDeps,
  userId: number,
  orderId: number,
  origin: string,
  now = new Date(),
): Promise<WithdrawalResult> {
  const outbox = new LiveOutbox();
  const { order, withdrawal } = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, orderId);
    if (!locked || locked.user_id !== userId) throw new AppError('not_found');
    const site = await siteById(trx, locked.site_id);
    const earlier = await findWithdrawalOfOrder(trx, locked.id);
    if (withdrawalRefusal(locked, site.refund_days, earlier !== undefined, now) !== null) {
      throw new AppError('withdrawal_not_possible');
    }
    // Locked first: the order's unused credits must still be there when they are taken back.
    await lockBalance(trx, userId);
    const unused = await unusedCreditsOfOrder(trx, userId, locked.id);
    const events: LiveEvent[] = [];
    if (unused > 0) {
      const change = { userId, delta: -unused, reason: 'refund' as const, reference: ledgerReferenceOf(locked.id) };
      const taken = await changeCredits(trx, change);
      events.push({ type: 'credits', credits: taken.balance });
    }
    const refund = refundAmountOf(locked, unused);
    const inserted = await insertWithdrawal(trx, {
      order_id: locked.id,
      user_id: userId,
      credits_removed: unused,
      refund_amount: refund,
      currency: locked.currency,
      // Nothing to pay back when every credit was used: settled at once.
      refund_status: refund > 0 ? 'pending' : 'refunded',
    });
    const moved = await setOrderState(trx, locked.id, { state: 'refunded', providerStatus: locked.provider_status });
    await insertTransition(trx, {
      orderId: locked.id,
      from: locked.state,
      to: 'refunded',
      source: 'withdrawal',
      providerStatus: locked.provider_status,
      applied: true,
    });
    events.push({ type: 'payment', order_id: locked.id, state: 'refunded' });
    await outbox.storeAll(
      trx,
      events.map((event) => ({ userId, event })),
    );
    return { order: moved, withdrawal: inserted };
  });
  await outbox.publish(deps.bus);
  const settled = await askForRefund(deps, withdrawal, order);
  await deps.withdrawalMails.sendReceipt(order, settled, origin);
  return toWithdrawalResult(settled);
}

/**
 * The footer's request without a session: when a member of the site with this email has this order
 * and it is still withdrawable, a mail with a login link to its withdrawal form. Answers nothing
 * either way, so the answer tells nobody who is a member.
 */
export async function requestWithdrawalLink(
  deps: PaymentsDeps,
  order: OrderRow | undefined,
  origin: string,
  now = new Date(),
): Promise<void> {
  if (!order) return;
  const preview = await previewWithdrawal(deps.db, order, now);
  if (preview.refusal !== null) return;
  await deps.withdrawalMails.sendLink(order, origin);
}
