import { isLanguage, DEFAULT_LANGUAGE } from '@app/shared/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { findMailRecipient } from './mail-recipient.repository';
import type { MailKind } from './mail-templates';
import type { Mailer } from './mailer';
import { renderMail } from './render-mail';

/**
 * Issues a mail link's token (the account module's account tokens): the unsubscribe link of every
 * account mail and the activation link.
 */
export type MailTokenIssuer = (db: Db, userId: number, kind: 'activation' | 'unsubscribe') => Promise<string>;

export interface AccountMailRequest {
  kind: MailKind;
  userId: number;
  /** The origin links start with (publicOrigin). */
  origin: string;
  /** The button's link. */
  link: string;
  /** Another address than the member's (mail change: the new one). */
  to?: string;
  values?: Record<string, string>;
}

/** `"Site" <noreply@domain>`, the name without characters that would break the header. */
function defaultFrom(mailName: string, domain: string): string {
  return `"${mailName.replace(/["\\\r\n]/g, '')}" <noreply@${domain}>`;
}

/**
 * The account mails (activation, reset, mail change and its notice), in the member's language, each
 * with a one-click unsubscribe link (RFC 8058 headers and a footer link) of its own.
 */
export function createAccountMails(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'mailFrom'>,
  issueAccountToken: MailTokenIssuer,
) {
  return {
    async send(request: AccountMailRequest): Promise<void> {
      const recipient = await findMailRecipient(db, request.userId);
      if (!recipient) return;
      const language = isLanguage(recipient.language) ? recipient.language : DEFAULT_LANGUAGE;
      const unsubscribeToken = await issueAccountToken(db, recipient.id, 'unsubscribe');
      const unsubscribeUrl = `${request.origin}/api/unsubscribe.php?token=${unsubscribeToken}`;
      const company = [recipient.company_name, recipient.company_address, recipient.company_city]
        .filter(Boolean)
        .join(', ');
      const rendered = renderMail({
        kind: request.kind,
        language,
        values: { name: recipient.name ?? '', site: recipient.site_name, ...request.values },
        link: request.link,
        unsubscribeUrl,
        company,
      });
      await mailer.send({
        siteId: recipient.site_id,
        userId: recipient.id,
        from: config.mailFrom ?? defaultFrom(recipient.site_mail_name, recipient.site_domain),
        to: request.to ?? recipient.email,
        kind: request.kind,
        language,
        ...rendered,
        headers: {
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
    },

    /** The activation mail: a new 7-day link to GET /api/activate.php. */
    async sendActivation(userId: number, origin: string): Promise<void> {
      const token = await issueAccountToken(db, userId, 'activation');
      await this.send({ kind: 'activation', userId, origin, link: `${origin}/api/activate.php?token=${token}` });
    },
  };
}

export type AccountMails = ReturnType<typeof createAccountMails>;
