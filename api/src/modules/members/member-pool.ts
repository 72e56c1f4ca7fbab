import type { Db } from '../../db/database';
import {
  findMemberSearchSite,
  findMemberSite,
  findPoolParts,
  findVisitorSearchSite,
  type MemberPool,
  type PoolParts,
} from './member-pool.repository';

/**
 * The member pool rule (ADR 0009), the one place that decides which members a viewer sees. Its SQL,
 * the condition `inMemberPool` on `profiles as p` included, lives in `member-pool.repository.ts`;
 * other modules reach it through this file.
 */
export {
  findBlocksEitherWay,
  inMemberPool,
  inMemberPoolOfArrays,
  notBlockedEitherWay,
  poolListsOf,
} from './member-pool.repository';
export type { MemberPool } from './member-pool.repository';

/** Who looks at the pool: a member (user and profile ids), or null for a visitor. */
export type PoolViewer = { userId: number; profileId: number } | null;

/** The member pool of a site (its company and countries) as `viewer` sees it. */
export async function memberPoolOf(
  db: Db,
  site: { company_id: number; countries: string[] },
  viewer: PoolViewer,
): Promise<MemberPool> {
  return (await memberPoolAndVersion(db, site, viewer)).pool;
}

/** The member pool of a site as `viewer` sees it, with the pool's version (ADR 0040), in one query. */
export async function memberPoolAndVersion(
  db: Db,
  site: { company_id: number; countries: string[] },
  viewer: PoolViewer,
): Promise<{ pool: MemberPool; version: string }> {
  return poolOf(await findPoolParts(db, site.company_id, viewer), site.countries, viewer?.profileId ?? null);
}

/** The pool of the parts read for it, the site's countries and the viewer's profile, and the pool's version. */
function poolOf(parts: PoolParts, countries: string[], viewerProfileId: number | null) {
  const { version, ...pool } = parts;
  return { pool: { ...pool, countries, viewerProfileId } satisfies MemberPool, version };
}

/** The member pool of a member's own site (users.site_id), as the member sees it. */
export async function memberPoolOfMember(db: Db, member: { userId: number; profileId: number }): Promise<MemberPool> {
  return memberPoolOf(db, await findMemberSite(db, member.userId), member);
}

/**
 * A member's own site (`siteId`: the columns a search reads) and its member pool as the member sees
 * it, with the pool's version (ADR 0040), in one query.
 */
export async function memberSiteAndPool(db: Db, siteId: number, member: { userId: number; profileId: number }) {
  const { site, parts } = await findMemberSearchSite(db, siteId, member);
  return { site, ...poolOf(parts, site.countries, member.profileId) };
}

/**
 * The site of `domain` (the columns a search reads) and its open pool with its version, in one query;
 * undefined when no site has the domain.
 */
export async function visitorSiteAndOpenPool(db: Db, domain: string) {
  const found = await findVisitorSearchSite(db, domain);
  return found && { site: found.site, ...poolOf(found.parts, found.site.countries, null) };
}
