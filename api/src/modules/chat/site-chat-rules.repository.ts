import { sql } from 'kysely';
import type { Db } from '../../db/database';

/**
 * What a chat needs from the member's site, in one query: the prices and message length, the
 * catalogue's cheapest gift, and the member pool's sites and countries (ADR 0009).
 */
export function readSiteChatRules(db: Db, siteId: number) {
  return db
    .selectFrom('sites')
    .select([
      'message_credits',
      'photo_credits',
      'gift_credits',
      'minimum_message_costs',
      'message_length',
      'countries',
      sql<number>`coalesce((select min(credits) from gifts), 0)`.as('cheapest_gift'),
      sql<number[]>`array(select s.id from sites s where s.company_id = sites.company_id order by s.id)`.as(
        'company_site_ids',
      ),
    ])
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
}
