import { sql, type QueryCreator, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { inMemberPool, type MemberPool } from '../members';
import { yearsBefore, type MemberFilter } from './lander-rules';

type PoolQuery = SelectQueryBuilder<Database & { p: Database['profiles'] }, 'p', object>;

/**
 * The pool's profiles (inMemberPool: active, of accounts not deleted) that `narrow` keeps, of members
 * who have a public main photo: a semi-join, which the planner can answer for many profiles at once.
 */
function poolWithPhoto(db: QueryCreator<Database>, pool: MemberPool, narrow: (query: PoolQuery) => PoolQuery) {
  return narrow(db.selectFrom('profiles as p').where(inMemberPool(pool))).where(({ exists, selectFrom }) =>
    exists(
      selectFrom('photos')
        .select('photos.id')
        .whereRef('photos.profile_id', '=', 'p.id')
        .where('photos.is_main', '=', true)
        .where('photos.is_private', '=', false),
    ),
  );
}

/**
 * What a lander shows of the chosen profiles (`chosen`: id and rank), in rank order: the newest public
 * main photo by a lateral join, read for these profiles only.
 */
function shownOf(db: Db, chosen: (creator: QueryCreator<Database>) => ReturnType<typeof rankedIds>) {
  return db
    .with('chosen', chosen)
    .selectFrom('chosen')
    .innerJoin('profiles as p', 'p.id', 'chosen.id')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('photos')
          .select(['photos.filename', 'photos.thumb_filename'])
          .whereRef('photos.profile_id', '=', 'p.id')
          .where('photos.is_main', '=', true)
          .where('photos.is_private', '=', false)
          .orderBy('photos.id', 'desc')
          .limit(1)
          .as('ph'),
      (join) => join.onTrue(),
    )
    .select([
      'p.id',
      'p.name',
      sql<string>`p.birth_date::text`.as('birth_date'),
      'p.gender',
      'p.country',
      'p.city',
      'p.latitude',
      'p.longitude',
      'p.about_me',
      'u.fictional',
      'ph.filename',
      'ph.thumb_filename',
    ])
    .orderBy('chosen.rank')
    .orderBy('p.id');
}

/** The ids `narrow` keeps, ranked by a hash of the id and the day. */
function rankedIds(
  creator: QueryCreator<Database>,
  pool: MemberPool,
  day: string,
  narrow: (query: PoolQuery) => PoolQuery,
) {
  return poolWithPhoto(creator, pool, narrow).select(['p.id', sql<string>`md5(p.id::text || ${`:${day}`})`.as('rank')]);
}

/** The filter's conditions on `profiles as p`: gender, ages (from birth dates), body types, sexualities. */
function filtered(query: PoolQuery, filter: MemberFilter, today: Date): PoolQuery {
  if (filter.gender === 'none') return query.where(sql<boolean>`false`);
  let narrowed = query;
  if (filter.gender) narrowed = narrowed.where('p.gender', '=', filter.gender);
  if (filter.minAge !== null) {
    narrowed = narrowed.where('p.birth_date', '<=', sql<string>`cast(${yearsBefore(today, filter.minAge)} as date)`);
  }
  if (filter.maxAge !== null) {
    narrowed = narrowed.where('p.birth_date', '>', sql<string>`cast(${yearsBefore(today, filter.maxAge + 1)} as date)`);
  }
  if (filter.bodyTypes) narrowed = narrowed.where('p.body_type', 'in', filter.bodyTypes);
  if (filter.sexualities) narrowed = narrowed.where('p.sexuality', 'in', filter.sexualities as never[]);
  return narrowed;
}

/**
 * Up to `limit` members of one country of the pool that fit the filter, in an order that holds for a
 * day (`day`, YYYY-MM-DD) and changes the next: by a hash of the profile id and the day. The country,
 * gender and ages are read from the index profiles_active_country_gender_birth; the photo and account
 * checks are semi-joins; the details are read for the chosen members only. One query.
 */
export function findLanderMembers(
  db: Db,
  pool: MemberPool,
  options: { country: string; filter: MemberFilter; limit: number; day: string; today: Date },
) {
  const { country, filter, limit, day, today } = options;
  const narrow = (query: PoolQuery) => filtered(query.where('p.country', '=', country), filter, today);
  return shownOf(db, (creator) =>
    rankedIds(creator, pool, day, narrow).orderBy('rank').orderBy('p.id').limit(limit),
  ).execute();
}

/** One member of the pool with a public main photo, or undefined. */
export function findLanderMember(db: Db, pool: MemberPool, profileId: number) {
  return shownOf(db, (creator) =>
    rankedIds(creator, pool, '', (query) => query.where('p.id', '=', profileId)),
  ).executeTakeFirst();
}
export type LanderMemberRow = NonNullable<Awaited<ReturnType<typeof findLanderMember>>>;
