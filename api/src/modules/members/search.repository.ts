import { sql, type QueryCreator } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inMemberPool, type MemberPool } from './member-pool';

/** The filters of one search, as the database compares them. */
export interface SearchCriteria {
  gender?: 'male' | 'female';
  country?: string;
  regionId?: number;
  /** Born on or before this day (YYYY-MM-DD): the lowest age. */
  bornOnOrBefore?: string;
  /** Born after this day (YYYY-MM-DD): the highest age. */
  bornAfter?: string;
  /** Profiles already shown elsewhere on the page. */
  excludeIds?: number[];
}

/** The profiles a search finds: the pool's profiles (inMemberPool) with the criteria's filters. */
function searchFrom(db: Db | QueryCreator<Database>, pool: MemberPool, criteria: SearchCriteria) {
  let query = db.selectFrom('profiles as p').where(inMemberPool(pool));
  if (criteria.country) query = query.where('p.country', '=', criteria.country);
  if (criteria.gender) query = query.where('p.gender', '=', criteria.gender);
  if (criteria.regionId !== undefined) query = query.where('p.region_id', '=', criteria.regionId);
  if (criteria.bornOnOrBefore) {
    query = query.where('p.birth_date', '<=', sql<string>`cast(${criteria.bornOnOrBefore} as date)`);
  }
  if (criteria.bornAfter) query = query.where('p.birth_date', '>', sql<string>`cast(${criteria.bornAfter} as date)`);
  if (criteria.excludeIds && criteria.excludeIds.length > 0) query = query.where('p.id', 'not in', criteria.excludeIds);
  return query;
}

/** How many profiles a search finds. */
export async function countSearch(db: Db, pool: MemberPool, criteria: SearchCriteria): Promise<number> {
  const row = await searchFrom(db, pool, criteria)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Up to this many results, a page is read from the filtered profiles rather than by walking every member by last seen. */
const FILTER_FIRST_MAX = 5_000;
/** From this offset on as well: a deep page would walk too many members. */
const FILTER_FIRST_OFFSET = 1_000;

/**
 * One page of a search's profile ids: recently seen members first (never seen last), then by member
 * id. A wide search walks members by last seen (index users_last_seen) and stops after the page; a
 * narrow one (`total` small) or a deep page sorts the filtered profiles instead.
 */
export async function findSearchIds(
  db: Db,
  pool: MemberPool,
  criteria: SearchCriteria,
  page: { limit: number; offset: number; total: number },
): Promise<number[]> {
  if (page.total <= FILTER_FIRST_MAX || page.offset >= FILTER_FIRST_OFFSET) {
    const rows = await db
      .with(
        (cte) => cte('m').materialized(),
        (inner) => searchFrom(inner, pool, criteria).select(['p.id', 'p.user_id']),
      )
      .selectFrom('m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .where('u.status', '!=', 'deleted')
      .select('m.id')
      .orderBy(sql`u.last_seen_at desc nulls last`)
      .orderBy('u.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return rows.map((row) => row.id);
  }
  const rows = await searchFrom(db, pool, criteria)
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .where('u.status', '!=', 'deleted')
    .select('p.id')
    .orderBy(sql`u.last_seen_at desc nulls last`)
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((row) => row.id);
}

/** The site whose member pool a logged-in member searches: the member's own. */
export function findSiteById(db: Db, siteId: number) {
  return db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirstOrThrow();
}
