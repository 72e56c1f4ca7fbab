import type { MemberPool } from '../members';
import type { SiteChatRules } from './site-chat-rules';

/** A member as the pool sees them: user and profile ids. */
interface PoolMember {
  id: number;
  profileId: number;
}

/**
 * The member pool of the member's site (ADR 0009) from the site's cached chat rules, without reading
 * the blocks first: the chat checks them in its own query (`notBlockedEitherWay` of the member pool).
 */
export function chatPoolOf(rules: SiteChatRules, member: PoolMember): MemberPool {
  return {
    siteIds: rules.company_site_ids,
    countries: rules.countries,
    viewerProfileId: member.profileId,
    blockedIds: [],
    blockerIds: [],
  };
}
