import { expressionBuilder, sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
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

/** The profiles a member blocked (`blocks` by the member), as an SQL array. */
const blockedBy = (userId: number) =>
  sql<number[]>`array(select blocked_profile_id from blocks where blocker_user_id = ${userId} order by 1)`;

/** The profiles of the members who blocked a profile, as an SQL array. */
const blockersOf = (profileId: number) =>
  sql<number[]>`array(select profiles.id from blocks join profiles on profiles.user_id = blocks.blocker_user_id
    where blocks.blocked_profile_id = ${profileId} order by 1)`;

/** The member pool's version (migration 0022, ADR 0040): it moves whenever a search's results may change. */
const poolVersion = sql<string>`(select last_value::text from search_pool_version)`;

/** What a viewer's pool needs from the database, with the pool's version. */
export interface PoolParts {
  siteIds: number[];
  blockedIds: number[];
  blockerIds: number[];
  /** Read before the pool's profiles: a search's answer kept under it is as new as the pool (ADR 0040). */
  version: string;
}

type PoolViewerIds = { userId: number; profileId: number } | null;

/**
 * What a viewer's pool needs, as columns of one select: the sites of the company `companyId` names (a
 * value or a column), the profiles blocked either way (none for a visitor), and the pool's version.
 */
function poolPartColumns(companyId: number | RawBuilder<number>, viewer: PoolViewerIds) {
  return [
    sql<number[]>`array(select company_site.id from sites as company_site
      where company_site.company_id = ${companyId} order by company_site.id)`.as('pool_site_ids'),
    (viewer ? blockedBy(viewer.userId) : sql<number[]>`'{}'::int[]`).as('pool_blocked_ids'),
    (viewer ? blockersOf(viewer.profileId) : sql<number[]>`'{}'::int[]`).as('pool_blocker_ids'),
    poolVersion.as('pool_version'),
  ] as const;
}

/** The pool's parts of a row that selected poolPartColumns. */
function poolPartsOf(row: {
  pool_site_ids: number[];
  pool_blocked_ids: number[];
  pool_blocker_ids: number[];
  pool_version: string;
}): PoolParts {
  return {
    siteIds: row.pool_site_ids,
    blockedIds: row.pool_blocked_ids,
    blockerIds: row.pool_blocker_ids,
    version: row.pool_version,
  };
}

/**
 * What a viewer's pool needs from the database, in one query (issue 19: one round trip, not three):
 * the company's sites, and for a member the profiles blocked either way.
 */
export async function findPoolParts(db: Db, companyId: number, viewer: PoolViewerIds): Promise<PoolParts> {
  return poolPartsOf(await db.selectNoFrom(poolPartColumns(companyId, viewer)).executeTakeFirstOrThrow());
}

/** The columns of a site that a search reads (its filters, its pool, and whether a visitor may search). */
const SEARCH_SITE_COLUMNS = [
  'sites.id',
  'sites.company_id',
  'sites.countries',
  'sites.search_fields',
  'sites.logged_out_search',
  'sites.logged_out_search_trafficsource',
] as const;

/**
 * A site's search columns with what its pool needs for `viewer` (a visitor: null), in one query (issue
 * 19: the search's site and pool in one round trip).
 */
async function findSearchSiteWithPoolParts(db: Db, where: { id: number } | { domain: string }, viewer: PoolViewerIds) {
  const found = await db
    .selectFrom('sites')
    .select(SEARCH_SITE_COLUMNS)
    .select(poolPartColumns(sql.ref<number>('sites.company_id'), viewer))
    .where((eb) => ('id' in where ? eb('sites.id', '=', where.id) : eb('sites.domain', '=', where.domain)))
    .executeTakeFirst();
  if (!found) return undefined;
  const { pool_site_ids, pool_blocked_ids, pool_blocker_ids, pool_version, ...site } = found;
  return { site, parts: poolPartsOf({ pool_site_ids, pool_blocked_ids, pool_blocker_ids, pool_version }) };
}

/** A member's own site (`siteId`) for a search, with its pool as the member sees it (one query). */
export async function findMemberSearchSite(db: Db, siteId: number, viewer: { userId: number; profileId: number }) {
  const found = await findSearchSiteWithPoolParts(db, { id: siteId }, viewer);
  if (!found) throw new Error(`site ${siteId} missing`);
  return found;
}

/** The site of a domain for a visitor's search, with its open pool (one query); undefined when no site has it. */
export function findVisitorSearchSite(db: Db, domain: string) {
  return findSearchSiteWithPoolParts(db, { domain }, null);
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

/** The profiles a member blocked, and the profiles of the members who blocked the member's profile (one query). */
export async function findBlocksEitherWay(db: Db, viewer: { userId: number; profileId: number }) {
  const row = await db
    .selectNoFrom([blockedBy(viewer.userId).as('blocked_ids'), blockersOf(viewer.profileId).as('blocker_ids')])
    .executeTakeFirstOrThrow();
  return { blockedIds: row.blocked_ids, blockerIds: row.blocker_ids };
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

/** The lists the pool rule compares a profile with: its sites, its countries and the profiles hidden from the viewer. */
export interface PoolLists {
  siteIds: number[];
  countries: string[];
  hiddenIds: number[];
}

/** Compares a column of `profiles as p` with a list: whether it is among the list's values (`among`) or none of them. */
type ListComparison = (
  column: 'p.site_id' | 'p.country' | 'p.id',
  list: unknown[],
  type: 'integer' | 'text',
  among: boolean,
) => Expression<SqlBool>;

/**
 * The pool rule as a condition on `profiles as p` (see inMemberPool), its lists compared by `within`:
 * as `in (…)` lists or as array parameters. `hideAny`: whether any profile is hidden.
 */
function poolRule(lists: PoolLists, within: ListComparison, hideAny: boolean): Expression<SqlBool> {
  const eb = expressionBuilder<PoolDatabase, 'p'>();
  return eb.and([
    within('p.site_id', lists.siteIds, 'integer', true),
    within('p.country', lists.countries, 'text', true),
    eb('p.status', '=', 'active'),
    ...(hideAny ? [within('p.id', lists.hiddenIds, 'integer', false)] : []),
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
  const lists = poolListsOf(pool, options);
  // An empty `in ()` is not SQL: a site id and a country that no profile has stand for none.
  if (lists.siteIds.length === 0) lists.siteIds = [0];
  if (lists.countries.length === 0) lists.countries = [''];
  const inList: ListComparison = (column, list, _type, among) => eb(column, among ? 'in' : 'not in', list as never);
  return poolRule(lists, inList, lists.hiddenIds.length > 0);
}

/** A pool's lists for the pool rule (see inMemberPool for `keepBlockedByViewer`). */
export function poolListsOf(pool: MemberPool, options: { keepBlockedByViewer?: boolean } = {}): PoolLists {
  return {
    siteIds: pool.siteIds,
    countries: pool.countries,
    hiddenIds: [
      ...(pool.viewerProfileId === null ? [] : [pool.viewerProfileId]),
      ...pool.blockerIds,
      ...(options.keepBlockedByViewer ? [] : pool.blockedIds),
    ],
  };
}

/**
 * inMemberPool with its lists as array parameters (`= any(…)`), so that the statement's text does not
 * change with their lengths: for a statement compiled once (ADR 0042, ADR 0044). `lists` may be
 * compiledOnce's stand-ins: each is passed on as one value, never read here.
 */
export function inMemberPoolOfArrays(lists: PoolLists): Expression<SqlBool> {
  const inArray: ListComparison = (column, list, type, among) =>
    among
      ? sql<SqlBool>`${sql.ref(column)} = any(${sql.val(list)}::${sql.raw(type)}[])`
      : sql<SqlBool>`${sql.ref(column)} <> all(${sql.val(list)}::${sql.raw(type)}[])`;
  return poolRule(lists, inArray, true);
}
