import { expressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import type { MemberPool } from '../members/member-pool';
import type { SiteChatRules } from './site-chat-rules';

/** A member as the pool sees them: user and profile ids. */
interface PoolMember {
  id: number;
  profileId: number;
}

/**
 * The member pool of the member's site (ADR 0009) from the site's cached chat rules, without reading
 * the blocks first: the chat checks them in its own query (notBlockedEitherWay).
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

/** On `profiles as p`: neither the member blocked the profile nor its member blocked the member's profile. */
export function notBlockedEitherWay(member: PoolMember): Expression<SqlBool> {
  const eb = expressionBuilder<Database & { p: Database['profiles'] }, 'p'>();
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
