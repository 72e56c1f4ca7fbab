import { DEFAULT_LANGUAGE, formatMoney, isLanguage, orderNumber, timeZoneForCountry } from '@app/shared/contract';
import { SEPA_REFUND_WEEKS } from '@app/shared/contract/direct-debit-constants';
import type { AccountMails } from '../../mail';
import type { PurchaseMandate } from '../../direct-debit';
import type { OrderRow } from '../payment.table';
import { calendarDayIn, nextBusinessDay } from '../sepa-debit-date';

/** Sends the pre-notification of a direct debit; throws when it could not be sent (then nothing is collected). */
export type DebitNoticeSender = (order: OrderRow, mandate: PurchaseMandate, origin: string) => Promise<void>;

/** The day a debit submitted now is debited on or after, in the order's language ("16 June 2026"). */
export function debitDateText(order: Pick<OrderRow, 'country'>, language: string, now = new Date()): string {
  const day = nextBusinessDay(calendarDayIn(now, timeZoneForCountry(order.country)));
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/**
 * The pre-notification a SEPA debit needs before it is collected (ADR 0026): the amount, the day the
 * account is debited, the mandate reference and the creditor, in the language the member ordered in,
 * with a link to the order on /transactions.
 */
export function createDebitNoticeSender(mails: AccountMails): DebitNoticeSender {
  return async (order, mandate, origin) => {
    const language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
    await mails.send({
      kind: 'debit_notice',
      userId: order.user_id,
      origin,
      link: `${origin}/transactions/${order.id}`,
      values: {
        amount: formatMoney(order.amount, order.currency, language),
        date: debitDateText(order, language),
        number: orderNumber(order.id),
        reference: mandate.reference,
        creditor_name: mandate.creditorName,
        creditor_id: mandate.creditorId,
        weeks: String(SEPA_REFUND_WEEKS),
      },
    });
  };
}
