import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { inMemberPool, memberPoolOf } from './member-pool';

/** What suggestions for a member depend on: the profile, and the company and countries of the site. */
export function findMatchSeeker(db: Db, userId: number) {
  return db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .select([
      'profiles.id',
      'profiles.gender',
      'profiles.sexuality',
      'profiles.country',
      sql<string>`profiles.birth_date::text`.as('birth_date'),
      'sites.company_id',
      'sites.countries',
    ])
    .where('profiles.user_id', '=', userId)
    .executeTakeFirst();
}
export type MatchSeeker = NonNullable<Awaited<ReturnType<typeof findMatchSeeker>>>;

export interface MatchQuery {
  userId: number;
  seeker: MatchSeeker;
  /** Each gender sought, with the sexualities of that gender that look for the seeker's. */
  wanted: Array<{ gender: 'male' | 'female'; sexualities: Array<'hetero' | 'gay' | 'lesbian' | 'bi'> }>;
  /** Preferred age band around the seeker's birth date, in years. */
  ageYears: number;
  limit: number;
  /** Suggestions to skip (paging). */
  offset?: number;
}

/**
 * Ids of the profiles to suggest, best first: the member pool of the seeker's site (inMemberPool, ADR
 * 0009: active profiles of accounts not deleted), of a wanted gender and sexuality, not liked already. Ordered by
 * same country, age within the band, a public main photo, then last seen (recent first) and id.
 */
export async function findSignupMatchIds(db: Db, query: MatchQuery): Promise<Array<{ id: number }>> {
  const { seeker } = query;
  if (query.wanted.length === 0) return [];
  const pool = await memberPoolOf(db, seeker, { userId: query.userId, profileId: seeker.id });
  const birth = sql`cast(${seeker.birth_date} as date)`;
  const band = sql.raw(`interval '${Math.trunc(query.ageYears)} years'`);
  return db
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select('p.id')
    .where(inMemberPool(pool))
    .where((eb) =>
      eb.or(
        query.wanted.map((want) =>
          eb.and([eb('p.gender', '=', want.gender), eb('p.sexuality', 'in', want.sexualities)]),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('likes as l')
            .select('l.liked_profile_id')
            .where('l.liker_profile_id', '=', seeker.id)
            .whereRef('l.liked_profile_id', '=', 'p.id'),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('swipe_passes as sp')
            .select('sp.passed_profile_id')
            .where('sp.passer_profile_id', '=', seeker.id)
            .whereRef('sp.passed_profile_id', '=', 'p.id'),
        ),
      ),
    )
    .orderBy(sql`p.country = ${seeker.country}`, 'desc')
    .orderBy(sql`p.birth_date between ${birth} - ${band} and ${birth} + ${band}`, 'desc')
    .orderBy(
      sql`exists (select 1 from photos where photos.profile_id = p.id and photos.is_main and not photos.is_private)`,
      'desc',
    )
    .orderBy('u.last_seen_at', (order) => order.desc().nullsLast())
    .orderBy('p.id')
    .limit(query.limit)
    .offset(query.offset ?? 0)
    .execute();
}
