import type { Db } from '../../db/database';
import { findMemberSite, findPoolParts, findSiteWithPoolParts, type MemberPool } from './member-pool.repository';

/**
 * The member pool rule (ADR 0009), the one place that decides which members a viewer sees. Its SQL,
 * the condition `inMemberPool` on `profiles as p` included, lives in `member-pool.repository.ts`;
 * other modules reach it through this file.
 */
export type { MemberPool } from './member-pool.repository';
export { findBlocksEitherWay, inMemberPool, notBlockedEitherWay } from './member-pool.repository';

/** Who looks at the pool: a member (user and profile ids), or null for a visitor. */
export type PoolViewer = { userId: number; profileId: number } | null;

/** The member pool of a site (its company and countries) as `viewer` sees it. */
export async function memberPoolOf(
  db: Db,
  site: { company_id: number; countries: string[] },
  viewer: PoolViewer,
): Promise<MemberPool> {
  const parts = await findPoolParts(db, site.company_id, viewer);
  return { ...parts, countries: site.countries, viewerProfileId: viewer?.profileId ?? null };
}

/** The member pool of a member's own site (users.site_id), as the member sees it. */
export async function memberPoolOfMember(db: Db, member: { userId: number; profileId: number }): Promise<MemberPool> {
  return memberPoolOf(db, await findMemberSite(db, member.userId), member);
}

/** A member's own site (`siteId`, every column) and its member pool as the member sees it, in one query. */
export async function memberSiteAndPool(db: Db, siteId: number, member: { userId: number; profileId: number }) {
  const { site, parts } = await findSiteWithPoolParts(db, siteId, member);
  const pool: MemberPool = { ...parts, countries: site.countries, viewerProfileId: member.profileId };
  return { site, pool };
}
