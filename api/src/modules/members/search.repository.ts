import { sql, type QueryCreator } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inMemberPool, type MemberPool } from './member-pool';
import { publicProfileColumns, type PublicProfileRow } from './public-profile.repository';

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

/** A member's place in the search's order: last seen (as the database wrote it; null: never) and user id. */
export interface SearchKey {
  seen: string | null;
  userId: number;
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

/** How many profiles a search finds (read from the index alone: profiles_search_*, migration 0021). */
export async function countSearch(db: Db, pool: MemberPool, criteria: SearchCriteria): Promise<number> {
  const row = await searchFrom(db, pool, criteria)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many of `ids` the search finds in the pool `open` but `pool` leaves out (the viewer, blocks either way). */
export async function countLeftOut(
  db: Db,
  pool: MemberPool,
  open: MemberPool,
  criteria: SearchCriteria,
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const row = await searchFrom(db, open, criteria)
    .where('p.id', 'in', ids)
    .where((eb) => eb.not(inMemberPool(pool)))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The search's order as one descending key (index users_search_order): recently seen first, never
 * seen last, then by member id.
 */
const seenKey = sql`coalesce(u.last_seen_at, '-infinity'::timestamptz)`;
const idKey = sql`(-u.id)`;

/** Strictly after `after` in the search's order: a seek in users_search_order, never a walk from the start. */
const afterKey = (after: SearchKey) =>
  sql<boolean>`(${seenKey}, ${idKey}) < (coalesce(cast(${after.seen} as timestamptz), '-infinity'::timestamptz), ${-after.userId})`;

/** Up to this many results, a page is read from the filtered profiles rather than by walking every member by last seen. */
const FILTER_FIRST_MAX = 5_000;
/** From this many skipped results on as well: a page far past the last known key would walk too many members. */
const FILTER_FIRST_SKIP = 1_000;

/** A profile a search found, with its member's id (which the bus's invalidations name: ADR 0040). */
export type FoundProfile = PublicProfileRow & { user_id: number };

/** One page of a search: its profiles in order, and the last one's key (null for an empty page). */
export interface SearchPage {
  profiles: FoundProfile[];
  last: SearchKey | null;
}

/**
 * One page of a search in the search's order, with what each profile shows (one query: issue 19): the
 * `limit` results after `after` (or from the start) less the first `skip` of them. A wide search walks
 * members in order from `after` (index users_search_order) and stops after the page; a narrow one
 * (`total` small) or one that skips many sorts the filtered profiles instead.
 */
export async function findSearchPage(
  db: Db,
  pool: MemberPool,
  criteria: SearchCriteria,
  page: { limit: number; skip: number; after: SearchKey | null; total: number },
): Promise<SearchPage> {
  const filterFirst = page.total <= FILTER_FIRST_MAX || page.skip >= FILTER_FIRST_SKIP;
  const found = filterFirst
    ? db
        .with(
          (cte) => cte('m').materialized(),
          (inner) => searchFrom(inner, pool, criteria).select(['p.id', 'p.user_id']),
        )
        .selectFrom('m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .$if(page.after !== null, (query) => query.where(afterKey(page.after!)))
        .select(['m.id', 'u.id as user_id', sql<string | null>`u.last_seen_at::text`.as('seen')])
        .orderBy(sql`${seenKey} desc`)
        .orderBy(sql`${idKey} desc`)
        .limit(page.limit)
        .offset(page.skip)
    : searchFrom(db, pool, criteria)
        .innerJoin('users as u', 'u.id', 'p.user_id')
        .$if(page.after !== null, (query) => query.where(afterKey(page.after!)))
        .select(['p.id', 'u.id as user_id', sql<string | null>`u.last_seen_at::text`.as('seen')])
        .orderBy(sql`${seenKey} desc`)
        .orderBy(sql`${idKey} desc`)
        .limit(page.limit)
        .offset(page.skip);
  const rows = await db
    .with('found', () => found)
    .selectFrom('found')
    .innerJoin('profiles', 'profiles.id', 'found.id')
    .select((eb) => [
      ...publicProfileColumns(eb as unknown as Parameters<typeof publicProfileColumns>[0]),
      'found.user_id as found_user_id',
      'found.seen as found_seen',
    ])
    .orderBy(sql`coalesce(cast(found.seen as timestamptz), '-infinity'::timestamptz) desc`)
    .orderBy(sql`(-found.user_id) desc`)
    .execute();
  const last = rows.at(-1);
  return {
    profiles: rows.map(({ found_user_id, found_seen: _seen, ...profile }) => ({ ...profile, user_id: found_user_id })),
    last: last ? { seen: last.found_seen, userId: last.found_user_id } : null,
  };
}
