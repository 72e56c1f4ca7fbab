import type { LiveEvent } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { recordPurchaseConversion } from '../affiliates';
import { changeCredits, lockBalance, unusedCreditsOfOrder } from '../credits';
import type { LiveOutbox } from '../events';
import { blockMemberForDirectDebit } from '../direct-debit';
import { markPaidUser } from '../users';
import { recordCodeUse } from './discount-code.repository';
import { recordOrderReturn } from './order.repository';
import type { OrderRow } from './payment.table';

/** The ledger reference of everything an order does to a balance: one grant, at most one reversal. */
export function ledgerReferenceOf(orderId: number): string {
  return `order:${orderId}`;
}

/**
 * What a completed payment does, inside the transaction that locked the order and moved it to
 * completed: the order's credits to the ledger exactly once (the ledger refuses a second row with the
 * same reference), the member premium, the discount code used, and the live events every tab of the
 * member hears after commit.
 */
export async function completeOrder(trx: Db, order: OrderRow, outbox: LiveOutbox): Promise<void> {
  const credit = await changeCredits(trx, {
    userId: order.user_id,
    delta: order.credits,
    reason: 'purchase',
    reference: ledgerReferenceOf(order.id),
  });
  await markPaidUser(trx, order.user_id);
  await recordPurchaseConversion(trx, {
    orderId: order.id,
    userId: order.user_id,
    amount: order.amount,
    currency: order.currency,
  });
  if (order.discount_code_id !== null) {
    await recordCodeUse(trx, { codeId: order.discount_code_id, userId: order.user_id, orderId: order.id });
  }
  await storeEvents(trx, outbox, order, [
    { type: 'credits', credits: credit.balance },
    { type: 'user' },
    { type: 'payment', order_id: order.id, state: 'completed' },
  ]);
}

/**
 * A refunded or charged-back payment takes its credits back once, with the reference `order:<id>`
 * (ADR 0027): a provider's refund takes the order's unused credits (the ledger's first-in, first-out
 * lots: credits spent on messages stay spent), a charge-back what is still there up to the order's
 * credits; the balance never goes below zero. A returned direct debit (ADR 0026) also records the rest
 * as owed and the bank's reason on the order, and blocks the member for direct debit, in the same
 * transaction. Answers the order as it now is.
 */
export async function reverseOrder(
  trx: Db,
  order: OrderRow,
  outbox: LiveOutbox,
  returnReason: string | null = null,
): Promise<OrderRow> {
  const balance = await lockBalance(trx, order.user_id);
  const chargedBack = order.state === 'charged_back';
  const taken = chargedBack
    ? Math.min(balance, order.credits)
    : await unusedCreditsOfOrder(trx, order.user_id, order.id);
  const events: LiveEvent[] = [];
  if (taken > 0) {
    const change = {
      userId: order.user_id,
      delta: -taken,
      reason: 'refund' as const,
      reference: ledgerReferenceOf(order.id),
    };
    const result = await changeCredits(trx, change);
    events.push({ type: 'credits', credits: result.balance });
  }
  const returned = chargedBack && order.payment_method === 'directdebit';
  const reversed = returned ? await recordReturn(trx, order, taken, returnReason) : order;
  events.push({ type: 'payment', order_id: order.id, state: order.state });
  await storeEvents(trx, outbox, order, events);
  return reversed;
}

/** A returned debit: what could not be taken back is owed, the reason kept, the member blocked. */
async function recordReturn(trx: Db, order: OrderRow, taken: number, returnReason: string | null): Promise<OrderRow> {
  await blockMemberForDirectDebit(trx, {
    userId: order.user_id,
    orderId: order.id,
    reason: returnReason ?? order.state,
  });
  return recordOrderReturn(trx, order.id, { creditsOwed: order.credits - taken, returnReason });
}

/** Any other move: the member's pages hear the order's new state. */
export function announceState(trx: Db, order: OrderRow, outbox: LiveOutbox): Promise<void> {
  return storeEvents(trx, outbox, order, [{ type: 'payment', order_id: order.id, state: order.state }]);
}

function storeEvents(trx: Db, outbox: LiveOutbox, order: OrderRow, events: LiveEvent[]): Promise<void> {
  return outbox.storeAll(
    trx,
    events.map((event) => ({ userId: order.user_id, event })),
  );
}
