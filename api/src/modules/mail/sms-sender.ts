import type { Db } from '../../db/database';
import { insertOutboxRecord } from './outbox.repository';

export interface OutgoingSms {
  siteId: number | null;
  userId: number | null;
  /** The phone number, international format. */
  to: string;
  kind: string;
  language: string;
  text: string;
}

/** Sends an SMS (direct debit codes). */
export interface SmsSender {
  send(sms: OutgoingSms): Promise<void>;
}

/** The embedded default: every SMS goes to sms_outbox, listed on /dev/outbox. */
export function createOutboxSmsSender(db: Db): SmsSender {
  return {
    async send(sms) {
      await insertOutboxRecord(db, 'sms_outbox', {
        siteId: sms.siteId,
        userId: sms.userId,
        recipient: sms.to,
        kind: sms.kind,
        language: sms.language,
        subject: null,
        textBody: sms.text,
        htmlBody: null,
      });
    },
  };
}
