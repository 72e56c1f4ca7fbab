import type { LikeResponse, LikesResponse } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { type EventBus, LiveOutbox } from '../events';
import { findBlocksEitherWay, memberPoolOfMember } from './member-pool';
import { deleteLike, findLikeableProfile, findLikesOf, insertLike, likeExists } from './like.repository';
import { publicProfiles } from './public-profile.service';

/**
 * GET /api/likes.php (spec sections 3 and 4): the profiles of a member's likes, given and received,
 * `liked_by` with the new-like flag, new likes first, then the rest, and the ids the member `liked`;
 * members blocked either way left out.
 */
export async function likesOf(db: Db, userId: number, profileId: number): Promise<LikesResponse> {
  const [[given, received], blocks] = await Promise.all([
    findLikesOf(db, profileId),
    findBlocksEitherWay(db, { userId, profileId }),
  ]);
  const blocked = new Set([...blocks.blockedIds, ...blocks.blockerIds]);
  const likedBy = received
    .filter((like) => !blocked.has(like.profile_id))
    .sort((a, b) => Number(b.like_new) - Number(a.like_new))
    .map((like) => ({ id: like.profile_id, like_new: like.like_new }));
  const givenIds = given.map((like) => like.profile_id).filter((id) => !blocked.has(id));
  const ids = [...likedBy.map((like) => like.id), ...givenIds];
  const profiles = await publicProfiles(db, ids);
  const shown = (id: number) => profiles.has(id);
  return {
    profiles: [...new Set(ids)].flatMap((id) => profiles.get(id) ?? []),
    liked_by: likedBy.filter((like) => shown(like.id)),
    liked: givenIds.filter(shown),
  };
}

export interface Liker {
  userId: number;
  profileId: number;
}

/**
 * The profile to like, unlike or pass, or 404 for oneself, an unknown, hidden or disabled profile, one
 * outside the member's pool (ADR 0009), or a block.
 */
export async function likeableProfile(db: Db, liker: Liker, targetId: number): Promise<number> {
  const target = await findLikeableProfile(db, await memberPoolOfMember(db, liker), targetId);
  if (!target) throw new AppError('not_found');
  return target.id;
}

/**
 * POST /api/like.php (and a like in the swipe game, `source` 'swipe'): the member likes `targetId`
 * (idempotent: liking twice keeps one like). `match` is true when the other member already likes the
 * member back. A new like stores a `like` live event for the liked member in `outbox` (pass the
 * transaction `db` runs in, and publish the outbox after it commits).
 */
export async function like(
  db: Db,
  liker: Liker,
  targetId: number,
  source: 'like' | 'swipe' = 'like',
  outbox?: LiveOutbox,
): Promise<LikeResponse> {
  const target = await findLikeableProfile(db, await memberPoolOfMember(db, liker), targetId);
  if (!target) throw new AppError('not_found');
  const added = await insertLike(db, liker.profileId, target.id, source);
  const match = await likeExists(db, target.id, liker.profileId);
  if (added && outbox) await outbox.store(db, target.user_id, { type: 'like', profile_id: liker.profileId, match });
  return { liked: true, match };
}

/**
 * POST /api/like.php: the member likes `targetId` in a transaction of its own (as `like`); a new like's
 * live event goes out on `bus` after commit.
 */
export async function likeMember(db: Db, liker: Liker, targetId: number, bus: EventBus): Promise<LikeResponse> {
  const outbox = new LiveOutbox();
  const answer = await db.transaction().execute((trx) => like(trx, liker, targetId, 'like', outbox));
  await outbox.publish(bus);
  return answer;
}

/** DELETE /api/like.php: the member takes a like back (idempotent). */
export async function unlike(db: Db, liker: Liker, targetId: number): Promise<LikeResponse> {
  const id = await likeableProfile(db, liker, targetId);
  await deleteLike(db, liker.profileId, id);
  return { liked: false, match: false };
}
