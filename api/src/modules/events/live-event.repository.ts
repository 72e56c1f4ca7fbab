import { CompiledQuery, sql } from 'kysely';
import type { LiveEvent } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { jsonb } from '../../db/jsonb';

/** An event to store for a member. */
export interface LiveEventFor {
  userId: number;
  event: LiveEvent;
}

/**
 * Stores events under their members' next seqs in one statement, and answers the seq of each, in the
 * order given. Call it inside the transaction that makes the change the events report: each member's
 * cursor row is bumped by that member's number of events and stays locked until commit, so a
 * member's events commit in seq order and a reader never sees seq N+1 before N. The cursors are
 * locked in user id order, so two transactions that both write to the same members never deadlock.
 */
export async function insertLiveEvents(trx: Db, events: LiveEventFor[]): Promise<number[]> {
  if (events.length === 0) return [];
  const counts = new Map<number, number>();
  for (const { userId } of events) counts.set(userId, (counts.get(userId) ?? 0) + 1);
  const cursors = [...counts].sort(([a], [b]) => a - b);
  // Within a member, the events take the seqs after the cursor's old value, in the order given.
  const taken = new Map<number, number>();
  const offsets = events.map(({ userId }) => {
    const index = (taken.get(userId) ?? 0) + 1;
    taken.set(userId, index);
    return index - counts.get(userId)!;
  });
  const stored = await trx.executeQuery<{ user_id: number; seq: number }>(
    CompiledQuery.raw(INSERT_LIVE_EVENTS, [
      cursors.map(([userId]) => userId),
      cursors.map(([, count]) => count),
      events.map(({ userId }) => userId),
      offsets,
      events.map(({ event }) => event.type),
      jsonb(events.map(({ event: { type: _type, ...payload } }) => payload)),
    ]),
  );
  // Each member's seqs come back as a run; hand them out in the order the events were given.
  const seqsOf = new Map<number, number[]>();
  for (const row of [...stored.rows].sort((a, b) => a.seq - b.seq)) {
    seqsOf.set(row.user_id, [...(seqsOf.get(row.user_id) ?? []), Number(row.seq)]);
  }
  return events.map(({ userId }) => seqsOf.get(userId)!.shift()!);
}

/**
 * insertLiveEvents's statement: one text for any number of events and members (ADR 0044), the lists
 * as array parameters: the cursors' members (in user id order, the order their rows are locked in)
 * and counts, then each event's member, offset from the cursor's new value and type, and last the
 * payloads as one JSON array (one text to send, where a jsonb[] would quote each payload again).
 */
const INSERT_LIVE_EVENTS = `
  with cursor as (
    insert into live_cursors (user_id, seq)
    select * from unnest($1::integer[], $2::integer[])
    on conflict (user_id) do update set seq = live_cursors.seq + excluded.seq
    returning user_id, seq
  ), event (user_id, offset_from_cursor, type, payload) as (
    select listed.user_id, listed.offset_from_cursor, listed.type, payload.value
    from unnest($3::integer[], $4::integer[], $5::text[]) with ordinality as listed (user_id, offset_from_cursor, type, n)
    join jsonb_array_elements($6::jsonb) with ordinality as payload (value, n) on payload.n = listed.n
  )
  insert into live_events (user_id, seq, type, payload)
  select event.user_id, cursor.seq + event.offset_from_cursor, event.type, event.payload
  from event join cursor on cursor.user_id = event.user_id
  returning user_id, seq`;

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
  // `= any(array)`: one statement text for every number of members (a prepared statement, ADR 0039).
  return db
    .selectFrom('live_cursors')
    .select(['user_id', 'seq'])
    .where('user_id', '=', sql<number>`any(${sql.val(userIds)}::integer[])`)
    .execute();
}
