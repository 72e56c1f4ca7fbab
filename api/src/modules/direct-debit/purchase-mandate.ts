import { DIRECT_DEBIT_LIMIT } from '@app/shared/contract/direct-debit-constants';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { directDebitLimit } from './debit-limit';
import type { MandateRow } from './direct-debit.table';
import { blockForDirectDebit, isBlockedForDirectDebit, lockActiveMandate } from './mandate-lock.repository';

/**
 * The mandate a direct debit purchase is collected under, as payments needs it: the order's
 * `mandate_id`, what the provider debits under, and what the pre-notification names.
 */
export interface PurchaseMandate {
  id: number;
  /** Our unique mandate reference (SEPA character set). */
  reference: string;
  /** Electronic format. */
  iban: string;
  accountHolder: string;
  signedAt: Date;
  /** The creditor as it was when the member signed. */
  creditorName: string;
  creditorId: string;
}

function toPurchaseMandate(row: MandateRow): PurchaseMandate {
  return {
    id: row.id,
    reference: row.reference,
    iban: row.iban,
    accountHolder: row.account_holder,
    signedAt: new Date(row.signed_at),
    creditorName: row.creditor_name,
    creditorId: row.creditor_id,
  };
}

/**
 * The refusals of a direct debit purchase (ADR 0026), inside the transaction that stores the order:
 * the member's active mandate is locked first, so parallel purchases are decided one after the other
 * and cannot pass the limit together. 409 direct_debit_mandate_required without an active mandate,
 * 403 direct_debit_blocked for a blocked member, 422 payment_method_unavailable for another country
 * or a currency without a limit, 422 direct_debit_limit past the rolling limit. Answers the mandate
 * the order is debited under.
 */
export async function checkDirectDebitPurchase(
  trx: Db,
  userId: number,
  order: { country: string; currency: string; amount: number },
  now = new Date(),
): Promise<PurchaseMandate> {
  const mandate = await lockActiveMandate(trx, userId);
  if (!mandate) throw new AppError('direct_debit_mandate_required');
  if (await isBlockedForDirectDebit(trx, userId)) throw new AppError('direct_debit_blocked');
  const limit = DIRECT_DEBIT_LIMIT.amounts[order.currency];
  if (mandate.country !== order.country || limit === undefined) throw new AppError('payment_method_unavailable');
  const { used } = await directDebitLimit(trx, userId, order.currency, now);
  if (used + order.amount > limit) throw new AppError('direct_debit_limit');
  return toPurchaseMandate(mandate);
}

/**
 * A returned or reversed debit blocks the member for direct debit, in the caller's transaction; the
 * first block's order and reason are kept.
 */
export function blockMemberForDirectDebit(
  trx: Db,
  block: { userId: number; orderId: number | null; reason: string },
): Promise<void> {
  return blockForDirectDebit(trx, block);
}
