export { registerMembers } from './members.plugin';
export {
  findBlocksEitherWay,
  inMemberPool,
  inMemberPoolOfArrays,
  memberPoolOf,
  notBlockedEitherWay,
  poolListsOf,
} from './member-pool';
export type { MemberPool, PoolViewer } from './member-pool';
export { publicProfiles } from './public-profile.service';
