import {
  localDay,
  SWIPE_GAME_LIKES_PER_DAY,
  type SwipeGameState,
  type SwipeRequest,
  type SwipeResponse,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { type EventBus, LiveOutbox } from '../events';
import { like, likeableProfile, type Liker } from './like.service';
import { suggestedProfiles } from './signup-matches.service';
import { countSwipeLikesSince, findCity, insertPass, lockSwiper } from './swipe-game.repository';

/** When the game is played: the instant, and the member's time zone (their country's), whose day counts. */
export interface SwipeClock {
  now: Date;
  timeZone: string;
}

async function likesLeft(db: Db, profileId: number, start: Date): Promise<number> {
  return Math.max(0, SWIPE_GAME_LIKES_PER_DAY - (await countSwipeLikesSince(db, profileId, start)));
}

/**
 * GET /api/swipe-game.php: the best suggestion the member has not liked or passed yet (the ranking of
 * the match finder), the swipe likes left today and when they come back.
 */
export async function swipeGameState(db: Db, liker: Liker, clock: SwipeClock): Promise<SwipeGameState> {
  const day = localDay(clock.now, clock.timeZone);
  const [[profile], left] = await Promise.all([
    suggestedProfiles(db, liker.userId, { limit: 1 }),
    likesLeft(db, liker.profileId, day.start),
  ]);
  const candidate = profile ? { ...profile, city: await findCity(db, profile.id) } : null;
  return { profile: candidate, likes_left: left, resets_at: day.end.toISOString() };
}

/**
 * A swipe like through the like service (source 'swipe'), at most SWIPE_GAME_LIKES_PER_DAY a day of the
 * member's time zone:
 * the member's user row is locked while the day's likes are counted, so two likes at once cannot both
 * take the last one. 429 `swipe_limit` (with the minutes until midnight) when they are used up.
 */
async function swipeLike(
  db: Db,
  liker: Liker,
  targetId: number,
  { now, timeZone }: SwipeClock,
  bus?: EventBus,
): Promise<boolean> {
  const day = localDay(now, timeZone);
  const outbox = new LiveOutbox();
  const match = await db.transaction().execute(async (trx) => {
    await lockSwiper(trx, liker.userId);
    if ((await likesLeft(trx, liker.profileId, day.start)) === 0) {
      throw new AppError('swipe_limit', { minutes: Math.ceil((day.end.getTime() - now.getTime()) / 60_000) });
    }
    return (await like(trx, liker, targetId, 'swipe', outbox)).match;
  });
  if (bus) await outbox.publish(bus);
  return match;
}

/**
 * POST /api/swipe-game.php: likes (counted against the daily limit; `match` when mutual) or passes
 * (unlimited, remembered so the profile does not come again) the candidate, then the game's next state.
 * A new like's live event goes out on `bus` after commit.
 * 404 as for a like: oneself, an unknown, hidden or disabled profile, a block either way.
 */
export async function swipe(
  db: Db,
  liker: Liker,
  request: SwipeRequest,
  clock: SwipeClock,
  bus?: EventBus,
): Promise<SwipeResponse> {
  let match = false;
  if (request.action === 'like') {
    match = await swipeLike(db, liker, request.profile_id, clock, bus);
  } else {
    await insertPass(db, liker.profileId, await likeableProfile(db, liker, request.profile_id));
  }
  return { match, ...(await swipeGameState(db, liker, clock)) };
}
