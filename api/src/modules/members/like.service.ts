import type { LikesResponse } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { findBlockedProfileIds } from './block.repository';
import { findLikesOf } from './like.repository';
import { publicProfiles } from './public-profile.service';

/**
 * GET /api/likes.php (spec sections 3 and 4): the profiles of a member's likes, given and received,
 * and `liked_by` with the new-like flag, new likes first, then the rest; blocked members left out.
 */
export async function likesOf(db: Db, userId: number, profileId: number): Promise<LikesResponse> {
  const [[given, received], blocked] = await Promise.all([
    findLikesOf(db, profileId),
    findBlockedProfileIds(db, userId),
  ]);
  const likedBy = received
    .filter((like) => !blocked.has(like.profile_id))
    .sort((a, b) => Number(b.like_new) - Number(a.like_new))
    .map((like) => ({ id: like.profile_id, like_new: like.like_new }));
  const ids = [
    ...likedBy.map((like) => like.id),
    ...given.map((like) => like.profile_id).filter((id) => !blocked.has(id)),
  ];
  const profiles = await publicProfiles(db, ids);
  return { profiles: [...new Set(ids)].flatMap((id) => profiles.get(id) ?? []), liked_by: likedBy };
}
