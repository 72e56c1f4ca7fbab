import { DEFAULT_LANGUAGE, isLanguage, orderNumber } from '@app/shared/contract';
import { withdrawalDays } from '@app/shared/contract/withdrawal-constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import type { AccountMails } from '../../mail';
import { siteById } from '../../settings';
import type { ReceiptSender } from '../payments-deps';
import { withdrawalLoginUrl } from '../withdrawal/withdrawal-link';
import { withdrawalDeadline } from '../withdrawal/withdrawal-rules';
import { receiptDetails } from './receipt-details';

/**
 * The receipt of a completed order, in the language the member ordered in: package, credits, amount
 * with VAT, method, date, order number, a link to the order on /transactions and how to withdraw: a
 * login link (single use, until the withdrawal period ends) to the order with the withdrawal form open.
 */
export function createReceiptSender(db: Db, mails: AccountMails, log: FastifyBaseLogger): ReceiptSender {
  return async (order, origin) => {
    try {
      const language = isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;
      const site = await siteById(db, order.site_id);
      const deadline = withdrawalDeadline(order, site.refund_days) ?? new Date();
      await mails.send({
        kind: 'receipt',
        userId: order.user_id,
        origin,
        link: `${origin}/transactions/${order.id}`,
        values: {
          credits: String(order.credits),
          details: receiptDetails(order, language),
          refund_days: String(withdrawalDays(site.refund_days)),
          number: orderNumber(order.id),
          withdraw_link: await withdrawalLoginUrl(db, order, origin, deadline),
        },
      });
    } catch (error) {
      log.error({ err: error, orderId: order.id }, 'the receipt could not be sent');
    }
  };
}
