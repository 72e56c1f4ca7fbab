import {
  DEFAULT_LANGUAGE,
  formatMoney,
  isLanguage,
  orderNumber,
  timeZoneForCountry,
  type Language,
} from '@app/shared/contract';
import { WITHDRAWAL_LINK_VALID_HOURS } from '@app/shared/contract/withdrawal-constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database';
import type { WithdrawalRow } from '../../../db/withdrawal.table';
import { type AccountMails, RECEIPT_LABELS } from '../../mail';
import type { OrderRow } from '../payment.table';
import { withdrawalLoginUrl } from '../withdrawal/withdrawal-link';

const HOUR_MS = 3_600_000;

/** The lines of a withdrawal receipt ("Order number: A-000042", …), one per line, in `language`. */
export function withdrawalDetails(order: OrderRow, withdrawal: WithdrawalRow, language: Language): string {
  const labels = RECEIPT_LABELS[language];
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: timeZoneForCountry(order.country),
  }).format(new Date(withdrawal.created_at));
  const lines: Array<[string, string]> = [
    [labels.number, orderNumber(order.id)],
    [labels.package, labels.tiers[order.package_code]],
    [labels.creditsRemoved, String(withdrawal.credits_removed)],
    [labels.refund, formatMoney(withdrawal.refund_amount, withdrawal.currency, language)],
    [labels.withdrawnAt, when],
  ];
  return lines.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/**
 * The mails of a withdrawal (ADR 0027), in the language the member ordered in: the receipt of a
 * withdrawal, and the login link a logged-out request gets. Neither throws (a failure is logged).
 */
export function createWithdrawalMails(db: Db, mails: AccountMails, log: FastifyBaseLogger) {
  const languageOf = (order: OrderRow): Language => (isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE);
  return {
    async sendReceipt(order: OrderRow, withdrawal: WithdrawalRow, origin: string): Promise<void> {
      try {
        await mails.send({
          kind: 'withdrawal_receipt',
          userId: order.user_id,
          origin,
          link: `${origin}/transactions/${order.id}`,
          values: { number: orderNumber(order.id), details: withdrawalDetails(order, withdrawal, languageOf(order)) },
        });
      } catch (error) {
        log.error({ err: error, orderId: order.id }, 'the withdrawal receipt could not be sent');
      }
    },

    async sendLink(order: OrderRow, origin: string): Promise<void> {
      try {
        const expiresAt = new Date(Date.now() + WITHDRAWAL_LINK_VALID_HOURS * HOUR_MS);
        await mails.send({
          kind: 'withdrawal_link',
          userId: order.user_id,
          origin,
          link: await withdrawalLoginUrl(db, order, origin, expiresAt),
          values: { number: orderNumber(order.id), hours: String(WITHDRAWAL_LINK_VALID_HOURS) },
        });
      } catch (error) {
        log.error({ err: error, orderId: order.id }, 'the withdrawal link could not be sent');
      }
    },
  };
}

export type WithdrawalMails = ReturnType<typeof createWithdrawalMails>;
