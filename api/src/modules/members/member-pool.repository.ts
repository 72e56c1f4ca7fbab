import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';

/**
 * The member pool a viewer sees (ADR 0009): the profiles on any site of the viewer's company whose
 * country is among the site's countries, less the viewer and the profiles blocked either way.
 */
export interface MemberPool {
  /** The sites of the site's company. */
  siteIds: number[];
  /** The site's countries: a profile of another country is never shown. */
  countries: string[];
  /** The viewer's own profile; null for a visitor. */
  viewerProfileId: number | null;
  /** Profiles the viewer blocked. */
  blockedIds: number[];
  /** Profiles whose member blocked the viewer. */
  blockerIds: number[];
}

/** The ids of a company's sites. */
export async function findCompanySiteIds(db: Db, companyId: number): Promise<number[]> {
  const sites = await db.selectFrom('sites').select('id').where('company_id', '=', companyId).execute();
  return sites.map((row) => row.id);
}

/** The company and countries of a member's own site (users.site_id). */
export function findMemberSite(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .innerJoin('sites', 'sites.id', 'users.site_id')
    .select(['sites.company_id', 'sites.countries'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The profiles a member blocked, and the profiles of the members who blocked the member's profile. */
export async function findBlocksEitherWay(db: Db, viewer: { userId: number; profileId: number }) {
  const [blocked, blockers] = await Promise.all([
    db.selectFrom('blocks').select('blocked_profile_id as id').where('blocker_user_id', '=', viewer.userId).execute(),
    db
      .selectFrom('blocks')
      .innerJoin('profiles', 'profiles.user_id', 'blocks.blocker_user_id')
      .select('profiles.id as id')
      .where('blocks.blocked_profile_id', '=', viewer.profileId)
      .execute(),
  ]);
  return { blockedIds: blocked.map((row) => row.id), blockerIds: blockers.map((row) => row.id) };
}

type PoolDatabase = Database & { p: Database['profiles'] };

/** On `profiles as p`: neither the member blocked the profile nor its member blocked the member's profile. */
export function notBlockedEitherWay(member: { id: number; profileId: number }): Expression<SqlBool> {
  const eb = expressionBuilder<PoolDatabase, 'p'>();
  return eb.and([
    eb.not(
      eb.exists(
        eb
          .selectFrom('blocks')
          .select('blocks.blocker_user_id')
          .where('blocks.blocker_user_id', '=', member.id)
          .whereRef('blocks.blocked_profile_id', '=', 'p.id'),
      ),
    ),
    eb.not(
      eb.exists(
        eb
          .selectFrom('blocks')
          .select('blocks.blocker_user_id')
          .whereRef('blocks.blocker_user_id', '=', 'p.user_id')
          .where('blocks.blocked_profile_id', '=', member.profileId),
      ),
    ),
  ]);
}

/**
 * The pool rule as a condition on `profiles as p`, the one place that decides who is visible: a site
 * of the company, a country of the site, an active profile, not the viewer, not blocked either way.
 * A deleted account is never in it: deleting an account hides its profile in the same transaction
 * (`markAccountDeleted`, the only writer of the deleted status), so the rule reads the profile alone
 * and a search counts from an index of profiles without a join (ADR 0031). `keepBlockedByViewer`
 * keeps the profiles the viewer blocked (a blocked profile stays viewable so that it can be unblocked).
 */
export function inMemberPool(pool: MemberPool, options: { keepBlockedByViewer?: boolean } = {}): Expression<SqlBool> {
  const eb = expressionBuilder<PoolDatabase, 'p'>();
  const hidden = [
    ...(pool.viewerProfileId === null ? [] : [pool.viewerProfileId]),
    ...pool.blockerIds,
    ...(options.keepBlockedByViewer ? [] : pool.blockedIds),
  ];
  return eb.and([
    eb('p.site_id', 'in', pool.siteIds.length > 0 ? pool.siteIds : [0]),
    eb('p.country', 'in', pool.countries.length > 0 ? pool.countries : ['']),
    eb('p.status', '=', 'active'),
    ...(hidden.length > 0 ? [eb('p.id', 'not in', hidden)] : []),
  ]);
}
