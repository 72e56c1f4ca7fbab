import type { Db } from '../../db/database';
import type { SmsCodePurpose, SmsCodeStatus } from './sms-code.table';

/** Locks the member's row: a member's codes are issued one at a time (the hourly limit holds). */
export function lockMember(db: Db, userId: number) {
  return db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
}

/** When the member's codes of the last hour (any purpose) were made, oldest first. */
export function codesCreatedSince(db: Db, userId: number, since: Date) {
  return db
    .selectFrom('sms_codes')
    .select('created_at')
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
}

/** Closes the member's open code for a purpose (a new one takes its place). */
export function replaceOpenCode(db: Db, userId: number, purpose: SmsCodePurpose, now: Date) {
  return db
    .updateTable('sms_codes')
    .set({ status: 'replaced', closed_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('status', '=', 'open')
    .execute();
}

export async function insertSmsCode(
  db: Db,
  code: {
    siteId: number | null;
    userId: number;
    purpose: SmsCodePurpose;
    phone: string;
    salt: string;
    codeHash: string;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<number> {
  const row = await db
    .insertInto('sms_codes')
    .values({
      site_id: code.siteId,
      user_id: code.userId,
      purpose: code.purpose,
      phone: code.phone,
      salt: code.salt,
      code_hash: code.codeHash,
      created_at: code.createdAt,
      expires_at: code.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The member's open code for a purpose, locked until the transaction ends; undefined when none. */
export function findOpenCodeForUpdate(db: Db, userId: number, purpose: SmsCodePurpose) {
  return db
    .selectFrom('sms_codes')
    .select(['id', 'site_id', 'phone', 'salt', 'code_hash', 'wrong_tries', 'expires_at'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('status', '=', 'open')
    .forUpdate()
    .executeTakeFirst();
}

/** Ends an open code: used, failed (too many wrong tries) or undelivered. */
export function closeSmsCode(db: Db, id: number, status: Exclude<SmsCodeStatus, 'open'>, now: Date) {
  return db
    .updateTable('sms_codes')
    .set({ status, closed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .execute();
}

/** Counts one wrong try; answers the count. */
export async function countWrongTry(db: Db, id: number): Promise<number> {
  const row = await db
    .updateTable('sms_codes')
    .set((eb) => ({ wrong_tries: eb('wrong_tries', '+', 1) }))
    .where('id', '=', id)
    .returning('wrong_tries')
    .executeTakeFirstOrThrow();
  return row.wrong_tries;
}
