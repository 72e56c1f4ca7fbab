import type { Db } from '../../db/database';
import type { Mailer, OutgoingMail } from './mailer';
import { insertOutboxRecord } from './outbox.repository';

/** Records a mail in mail_outbox; answers its id. */
export function recordMail(db: Db, mail: OutgoingMail): Promise<number> {
  return insertOutboxRecord(db, 'mail_outbox', {
    siteId: mail.siteId,
    userId: mail.userId,
    recipient: mail.to,
    kind: mail.kind,
    language: mail.language,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  });
}

/** The embedded default: mails only go to the outbox, read on the development page /dev/outbox. */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await recordMail(db, mail);
    },
    async close() {},
  };
}
