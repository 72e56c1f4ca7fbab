import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/database';
import type { Mailer } from './mailer';
import { recordMail } from './outbox-mailer';
import { markOutboxRecord } from './outbox.repository';

/**
 * Delivers through an SMTP server (SMTP_URL, e.g. `smtps://user:pass@host:465`). Every mail is first
 * recorded in mail_outbox; delivery then runs in the background, so a slow or failing server never
 * delays or fails the request, and the answer takes as long whether a mail went out or not. The
 * outcome is written back: sent_at, or the error. nodemailer loads with the first mail, not at start.
 */
export function createSmtpMailer(db: Db, smtpUrl: string, log: (message: string, error: unknown) => void): Mailer {
  let transport: Promise<Transporter> | null = null;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  const running = new Set<Promise<void>>();

  async function deliver(id: number, mail: Parameters<Mailer['send']>[0]): Promise<void> {
    try {
      await (
        await transporter()
      ).sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      await markOutboxRecord(db, 'mail_outbox', id, { sentAt: new Date(), error: null });
    } catch (error) {
      log(`mail ${id} (${mail.kind}) was not delivered`, error);
      const message = error instanceof Error ? error.message : String(error);
      await markOutboxRecord(db, 'mail_outbox', id, { sentAt: null, error: message.slice(0, 1000) }).catch(
        (markError: unknown) => log(`mail ${id}: the delivery error was not recorded`, markError),
      );
    }
  }

  return {
    async send(mail) {
      const id = await recordMail(db, mail);
      const delivery = deliver(id, mail).finally(() => running.delete(delivery));
      running.add(delivery);
    },
    async close() {
      await Promise.allSettled(running);
      if (transport) (await transport).close();
    },
  };
}
