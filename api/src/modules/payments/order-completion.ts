import type { LiveEvent } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { recordPurchaseConversion } from '../affiliates/conversion.service';
import { changeCredits, changeLockedCredits, lockBalance } from '../credits/credit.service';
import type { LiveOutbox } from '../live/live-events.service';
import { markPaidUser } from '../users/user.service';
import { recordCodeUse } from './discount-code.repository';
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
  await recordPurchaseConversion(trx, order);
  if (order.discount_code_id !== null) {
    const validity = await trx
      .selectFrom('discount_codes')
      .select('validity')
      .where('id', '=', order.discount_code_id)
      .executeTakeFirstOrThrow();
    await recordCodeUse(trx, {
      codeId: order.discount_code_id,
      userId: order.user_id,
      orderId: order.id,
      validity: validity.validity,
    });
  }
  await storeEvents(trx, outbox, order, [
    { type: 'credits', credits: credit.balance },
    { type: 'user' },
    { type: 'payment', order_id: order.id, state: 'completed' },
  ]);
}

/**
 * A refunded or charged-back payment takes back the order's credits that are still there (credits
 * already spent on messages stay spent; the balance never goes below zero), once.
 */
export async function reverseOrder(trx: Db, order: OrderRow, outbox: LiveOutbox): Promise<void> {
  const balance = await lockBalance(trx, order.user_id);
  const taken = Math.min(balance, order.credits);
  const events: LiveEvent[] = [];
  if (taken > 0) {
    const change = {
      userId: order.user_id,
      delta: -taken,
      reason: 'refund' as const,
      reference: ledgerReferenceOf(order.id),
    };
    const result = await changeLockedCredits(trx, change, balance);
    events.push({ type: 'credits', credits: result.balance });
  }
  events.push({ type: 'payment', order_id: order.id, state: order.state });
  await storeEvents(trx, outbox, order, events);
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
