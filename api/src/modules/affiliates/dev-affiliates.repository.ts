import { sql } from 'kysely';
import type { Db } from '../../db/database';

/** Every network with how many of its postbacks wait, went out and failed. */
export function listNetworks(db: Db) {
  return db
    .selectFrom('affiliate_networks as n')
    .leftJoin('affiliate_postbacks as p', 'p.network_id', 'n.id')
    .select([
      'n.id',
      'n.name',
      'n.postback_url',
      'n.paused_at',
      'n.consecutive_failures',
      sql<number>`count(p.id) filter (where p.status = 'pending')`.as('pending'),
      sql<number>`count(p.id) filter (where p.status = 'sent')`.as('sent'),
      sql<number>`count(p.id) filter (where p.status = 'failed')`.as('failed'),
    ])
    .groupBy('n.id')
    .orderBy('n.name')
    .execute();
}

/** The newest conversions with their postback, when one is configured. */
export function listConversions(db: Db, limit: number) {
  return db
    .selectFrom('affiliate_conversions as c')
    .leftJoin('affiliate_postbacks as p', 'p.conversion_id', 'c.id')
    .leftJoin('affiliate_networks as n', 'n.id', 'p.network_id')
    .select([
      'c.id',
      'c.created_at',
      'c.public_id',
      'c.event',
      'c.network',
      'c.ref',
      'c.user_id',
      'c.amount',
      'c.currency',
      'p.id as postback_id',
      'p.status',
      'p.attempts',
      'p.last_status',
      'p.last_error',
      'p.next_attempt_at',
      'p.sent_at',
      'p.url',
      'n.paused_at',
    ])
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

/** The newest landings (tracking records), with the member each was attached to at sign-up. */
export function listLandings(db: Db, limit: number) {
  return db
    .selectFrom('affiliate_landings')
    .select(['created_at', 'network', 'ref', 'sub1', 'sub2', 'sub3', 'traffic_source', 'landing_path', 'user_id'])
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();
}

/** Adds a network, or changes the postback template of one with that name (and unpauses it). */
export async function saveNetwork(db: Db, name: string, postbackUrl: string): Promise<void> {
  await db
    .insertInto('affiliate_networks')
    .values({ name, postback_url: postbackUrl })
    .onConflict((conflict) =>
      conflict.column('name').doUpdateSet({ postback_url: postbackUrl, paused_at: null, consecutive_failures: 0 }),
    )
    .execute();
}
