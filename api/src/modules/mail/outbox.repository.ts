import type { Db } from '../../db/database';

export interface OutboxRecord {
  siteId: number | null;
  userId: number | null;
  recipient: string;
  kind: string;
  language: string;
  subject: string | null;
  textBody: string;
  htmlBody: string | null;
}

export type OutboxTableName = 'mail_outbox' | 'sms_outbox';

export async function insertOutboxRecord(db: Db, table: OutboxTableName, record: OutboxRecord): Promise<number> {
  const row = await db
    .insertInto(table)
    .values({
      site_id: record.siteId,
      user_id: record.userId,
      recipient: record.recipient,
      kind: record.kind,
      language: record.language,
      subject: record.subject,
      text_body: record.textBody,
      html_body: record.htmlBody,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function markOutboxRecord(
  db: Db,
  table: OutboxTableName,
  id: number,
  result: { sentAt: Date | null; error: string | null },
) {
  return db.updateTable(table).set({ sent_at: result.sentAt, error: result.error }).where('id', '=', id).execute();
}

/** The newest records, newest first, without their bodies. */
export function listOutbox(db: Db, table: OutboxTableName, limit: number) {
  return db
    .selectFrom(table)
    .select(['id', 'recipient', 'kind', 'language', 'subject', 'created_at', 'sent_at', 'error'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function findOutboxRecord(db: Db, table: OutboxTableName, id: number) {
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
}
