import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { PostbackStatus } from './affiliates.table';

/**
 * Claims up to `limit` due postbacks of networks that are not paused for one worker until
 * `claimedUntil`: one statement, rows another worker is claiming are skipped (FOR UPDATE SKIP
 * LOCKED) and claimed rows are not due for anybody else. Counts the attempt.
 */
export function claimDuePostbacks(
  db: Db,
  claim: { now: Date; limit: number; claimedUntil: Date; token: string },
): Promise<Array<{ id: number }>> {
  return db
    .with('due', (qb) =>
      qb
        .selectFrom('affiliate_postbacks')
        .select('id')
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', claim.now)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', claim.now)]))
        .where('network_id', 'in', (eb) =>
          eb.selectFrom('affiliate_networks').select('id').where('paused_at', 'is', null),
        )
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(claim.limit)
        .forUpdate()
        .skipLocked(),
    )
    .updateTable('affiliate_postbacks')
    .from('due')
    .whereRef('affiliate_postbacks.id', '=', 'due.id')
    .set({
      claimed_until: claim.claimedUntil,
      claim_token: claim.token,
      attempts: sql<number>`affiliate_postbacks.attempts + 1`,
      updated_at: claim.now,
    })
    .returning('affiliate_postbacks.id')
    .execute();
}

/** What sending the claimed postbacks needs: the conversion and the network's template. */
export function findPostbacksToSend(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('affiliate_postbacks as p')
    .innerJoin('affiliate_conversions as c', 'c.id', 'p.conversion_id')
    .innerJoin('affiliate_networks as n', 'n.id', 'p.network_id')
    .select([
      'p.id',
      'p.attempts',
      'p.network_id',
      'n.postback_url',
      'c.public_id',
      'c.event',
      'c.network',
      'c.ref',
      'c.sub1',
      'c.sub2',
      'c.sub3',
      'c.amount',
      'c.currency',
    ])
    .where('p.id', 'in', ids)
    .execute();
}

export interface PostbackResult {
  status: PostbackStatus;
  url: string | null;
  httpStatus: number | null;
  error: string | null;
  nextAttemptAt: Date;
  now: Date;
}

/** After the consecutive failures of a network reach this, it is paused. */
export const PAUSE_AFTER_FAILURES = 5;

/**
 * Stores the outcome of an attempt by the worker that claimed it, and what it means for the network
 * (a delivery resets its failures; a postback failed for good counts one, and the fifth in a row
 * pauses it), in one transaction. False when the claim was lost (another worker took it over).
 */
export function settlePostback(
  db: Db,
  postback: { id: number; networkId: number; token: string },
  result: PostbackResult,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('affiliate_postbacks')
      .set({
        status: result.status,
        url: result.url,
        last_status: result.httpStatus,
        last_error: result.error,
        next_attempt_at: result.nextAttemptAt,
        sent_at: result.status === 'sent' ? result.now : null,
        claimed_until: null,
        claim_token: null,
        updated_at: result.now,
      })
      .where('id', '=', postback.id)
      .where('claim_token', '=', postback.token)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (result.status === 'sent') {
      await trx
        .updateTable('affiliate_networks')
        .set({ consecutive_failures: 0 })
        .where('id', '=', postback.networkId)
        .execute();
    } else if (result.status === 'failed') {
      await trx
        .updateTable('affiliate_networks')
        .set({
          consecutive_failures: sql<number>`consecutive_failures + 1`,
          paused_at: sql<Date | null>`case when paused_at is null and consecutive_failures + 1 >= ${PAUSE_AFTER_FAILURES} then ${result.now}::timestamptz else paused_at end`,
        })
        .where('id', '=', postback.networkId)
        .execute();
    }
    return true;
  });
}

/** Unpauses a network: its waiting postbacks go out with the next runs. False for an unknown id. */
export async function unpauseNetwork(db: Db, networkId: number): Promise<boolean> {
  const result = await db
    .updateTable('affiliate_networks')
    .set({ paused_at: null, consecutive_failures: 0 })
    .where('id', '=', networkId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
