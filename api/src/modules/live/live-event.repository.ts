import type { LiveEvent } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { jsonb } from '../../db/jsonb';

/**
 * Takes the member's next seq and stores the event under it. Call it inside the transaction that makes
 * the change the event reports: the cursor row stays locked until commit, so a member's events commit
 * in seq order and a reader never sees seq N+1 before N.
 */
export async function insertLiveEvent(trx: Db, userId: number, event: LiveEvent): Promise<number> {
  const cursor = await trx
    .insertInto('live_cursors')
    .values({ user_id: userId, seq: 1 })
    .onConflict((c) => c.column('user_id').doUpdateSet((eb) => ({ seq: eb('live_cursors.seq', '+', 1) })))
    .returning('seq')
    .executeTakeFirstOrThrow();
  const { type, ...payload } = event;
  await trx
    .insertInto('live_events')
    .values({ user_id: userId, seq: cursor.seq, type, payload: jsonb(payload) })
    .execute();
  return cursor.seq;
}

/** The member's events after a seq, oldest first (at most `limit`). */
export function findLiveEventsAfter(db: Db, userId: number, afterSeq: number, limit: number) {
  return db
    .selectFrom('live_events')
    .select(['seq', 'type', 'payload', 'created_at'])
    .where('user_id', '=', userId)
    .where('seq', '>', afterSeq)
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** The member's latest seq (0 when none). */
export async function findLatestSeq(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('live_cursors').select('seq').where('user_id', '=', userId).executeTakeFirst();
  return row?.seq ?? 0;
}

/** The oldest seq still kept for the member (null when none is kept). */
export async function findOldestSeq(db: Db, userId: number): Promise<number | null> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.min('seq').as('seq'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.seq ?? null;
}

/** Deletes every member's events stored before a moment (kept LIVE.eventRetentionMs for resync). */
export async function deleteLiveEventsBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('live_events').where('created_at', '<', before).execute();
}

/** The latest seq of each of the members (those without events are left out). */
export function findLatestSeqs(db: Db, userIds: number[]) {
  return db.selectFrom('live_cursors').select(['user_id', 'seq']).where('user_id', 'in', userIds).execute();
}

/** Which of the session token hashes still name a live session. */
export async function findLiveSessionHashes(db: Db, tokenHashes: string[], now: Date): Promise<Set<string>> {
  const rows = await db
    .selectFrom('sessions')
    .select('token_hash')
    .where('token_hash', 'in', tokenHashes)
    .where('expires_at', '>', now)
    .execute();
  return new Set(rows.map((row) => row.token_hash));
}
