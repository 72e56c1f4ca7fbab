import type { Db } from '../../db/database';
import { findOutboxRecord, listOutbox } from './outbox.repository';

/** What the development page /dev/outbox lists: the newest mails and SMS, newest first, without bodies. */
export async function devOutboxOverview(db: Db, limit: number) {
  const [mails, sms] = await Promise.all([listOutbox(db, 'mail_outbox', limit), listOutbox(db, 'sms_outbox', limit)]);
  return { mails, sms };
}

/** One stored mail or SMS with its bodies, for the development pages; undefined when there is none. */
export function findDevOutboxRecord(db: Db, kind: 'mail' | 'sms', id: number) {
  return findOutboxRecord(db, kind === 'mail' ? 'mail_outbox' : 'sms_outbox', id);
}
