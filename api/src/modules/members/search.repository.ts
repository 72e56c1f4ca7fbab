import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/** Whose results: the member pool of a site (ADR 0009), as the viewer may see it. */
export interface SearchPool {
  companyId: number;
  /** The site's countries: a profile of another country is never shown. */
  countries: string[];
  /** The logged-in member, or null for a visitor. */
  viewer: { userId: number; profileId: number } | null;
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

type From = Database & { p: Database['profiles']; u: Database['users']; s: Database['sites'] };
type Builder = ExpressionBuilder<From, 'p' | 'u' | 's'>;

/** Neither the viewer blocked the profile nor its member blocked the viewer. */
function notBlocked(eb: Builder, viewer: NonNullable<SearchPool['viewer']>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('blocks as b')
        .select('b.blocked_profile_id')
        .where((inner) =>
          inner.or([
            inner.and([
              inner('b.blocker_user_id', '=', viewer.userId),
              inner('b.blocked_profile_id', '=', inner.ref('p.id')),
            ]),
            inner.and([
              inner('b.blocker_user_id', '=', inner.ref('p.user_id')),
              inner('b.blocked_profile_id', '=', viewer.profileId),
            ]),
          ]),
        ),
    ),
  );
}

/**
 * The profiles a search finds: active profiles of the pool (the company's members of the site's
 * countries), not deleted, not the viewer, not blocked either way, with the criteria's filters.
 */
function searchFrom(db: Db, pool: SearchPool, criteria: SearchCriteria) {
  const countries = criteria.country
    ? pool.countries.filter((country) => country === criteria.country)
    : pool.countries;
  let query = db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoin('sites as s', 's.id', 'p.site_id')
    .where('s.company_id', '=', pool.companyId)
    .where('p.country', 'in', countries.length > 0 ? countries : [''])
    .where('p.status', '=', 'active')
    .where('u.status', '!=', 'deleted');
  if (criteria.gender) query = query.where('p.gender', '=', criteria.gender);
  if (criteria.regionId !== undefined) query = query.where('p.region_id', '=', criteria.regionId);
  if (criteria.bornOnOrBefore)
    query = query.where('p.birth_date', '<=', sql<string>`cast(${criteria.bornOnOrBefore} as date)`);
  if (criteria.bornAfter) query = query.where('p.birth_date', '>', sql<string>`cast(${criteria.bornAfter} as date)`);
  if (criteria.excludeIds?.length) query = query.where('p.id', 'not in', criteria.excludeIds);
  const viewer = pool.viewer;
  if (viewer) query = query.where('p.id', '!=', viewer.profileId).where((eb) => notBlocked(eb, viewer));
  return query;
}

/** How many profiles a search finds. */
export async function countSearch(db: Db, pool: SearchPool, criteria: SearchCriteria): Promise<number> {
  const row = await searchFrom(db, pool, criteria)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of a search's profile ids: recently seen members first (never seen last), then by member id. */
export async function findSearchIds(
  db: Db,
  pool: SearchPool,
  criteria: SearchCriteria,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await searchFrom(db, pool, criteria)
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
