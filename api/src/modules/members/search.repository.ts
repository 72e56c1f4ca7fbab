import { sql, type QueryCreator } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** Whose results: the member pool of a site (ADR 0009), as the viewer may see it. */
export interface SearchPool {
  /** The sites of the site's company. */
  siteIds: number[];
  /** The site's countries: a profile of another country is never shown. */
  countries: string[];
  /** Profiles the viewer never sees: their own, and those blocked either way (findHiddenProfileIds). */
  hiddenIds: number[];
}

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

/**
 * The profiles a search finds: active profiles of the pool (the company's sites, the site's
 * countries) but the hidden ones, with the criteria's filters. A deleted account's profile is hidden
 * (account-deletion.service), so `status = 'active'` leaves deleted members out without reading users.
 */
function searchFrom(db: Db | QueryCreator<Database>, pool: SearchPool, criteria: SearchCriteria) {
  const countries = criteria.country
    ? pool.countries.filter((country) => country === criteria.country)
    : pool.countries;
  let query = db
    .selectFrom('profiles as p')
    .where('p.site_id', 'in', pool.siteIds.length > 0 ? pool.siteIds : [0])
    .where('p.country', 'in', countries.length > 0 ? countries : [''])
    .where('p.status', '=', 'active');
  if (criteria.gender) query = query.where('p.gender', '=', criteria.gender);
  if (criteria.regionId !== undefined) query = query.where('p.region_id', '=', criteria.regionId);
  if (criteria.bornOnOrBefore) {
    query = query.where('p.birth_date', '<=', sql<string>`cast(${criteria.bornOnOrBefore} as date)`);
  }
  if (criteria.bornAfter) query = query.where('p.birth_date', '>', sql<string>`cast(${criteria.bornAfter} as date)`);
  const hidden = [...pool.hiddenIds, ...(criteria.excludeIds ?? [])];
  if (hidden.length > 0) query = query.where('p.id', 'not in', hidden);
  return query;
}

/** How many profiles a search finds. */
export async function countSearch(db: Db, pool: SearchPool, criteria: SearchCriteria): Promise<number> {
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
  pool: SearchPool,
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

/** The sites of a company: the member pool of any of them lies among their profiles. */
export async function findCompanySiteIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db.selectFrom('sites').select('id').where('company_id', '=', companyId).execute();
  return rows.map((row) => row.id);
}

/** The member's own profile and every profile blocked either way: the viewer blocked it, or its member blocked the viewer. */
export async function findHiddenProfileIds(db: Db, viewer: { userId: number; profileId: number }): Promise<number[]> {
  const rows = await db
    .selectFrom('blocks')
    .select('blocked_profile_id as id')
    .where('blocker_user_id', '=', viewer.userId)
    .union(
      db
        .selectFrom('blocks')
        .innerJoin('profiles', 'profiles.user_id', 'blocks.blocker_user_id')
        .select('profiles.id as id')
        .where('blocks.blocked_profile_id', '=', viewer.profileId),
    )
    .execute();
  return [viewer.profileId, ...rows.map((row) => row.id)];
}

/** The site whose member pool a logged-in member searches: the member's own. */
export function findSiteById(db: Db, siteId: number) {
  return db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirstOrThrow();
}
