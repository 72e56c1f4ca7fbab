export { registerMembers } from './members.plugin';
export { findBlocksEitherWay, inMemberPool, memberPoolOf, notBlockedEitherWay } from './member-pool';
export type { MemberPool, PoolViewer } from './member-pool';
export { publicProfiles } from './public-profile.service';
