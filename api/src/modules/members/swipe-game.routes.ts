import type { FastifyInstance } from 'fastify';
import {
  SWIPE_GAME_LIKES_PER_DAY,
  SwipeGameStateSchema,
  SwipeRequestSchema,
  SwipeResponseSchema,
  timeZoneForCountry,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { type CurrentUser, requireUser } from '../auth';
import { swipe, swipeGameState, type SwipeClock } from './swipe-game.service';

/** The member's day is the day of their country's time zone. */
const clockOf = (user: CurrentUser): SwipeClock => ({
  now: new Date(),
  timeZone: timeZoneForCountry(user.profile.country),
});

const CANDIDATES =
  'Candidates come from the match finder’s suggestions (GET /api/match-finder.php), best first, never one the member ' +
  'liked or passed, blocked either way, hidden or disabled.';

const stateDocs = docs({
  tag: 'likes',
  summary: 'The swipe game: the next candidate and the likes left today',
  description:
    `${CANDIDATES} \`profile\` is null when there is none left. \`likes_left\`: of ${SWIPE_GAME_LIKES_PER_DAY} swipe ` +
    'likes a day (the day of the member’s country’s time zone); `resets_at`: the next midnight there (ISO 8601), ' +
    'when they come back. 403 ' +
    '`authentication_required` for a visitor.',
  session: true,
  response: { 200: SwipeGameStateSchema },
});

const swipeDocs = docs({
  tag: 'likes',
  summary: 'Like or pass the swipe game’s candidate',
  description:
    'action `like`: a like as POST /api/like.php (new for the other member; `match` true when the other member ' +
    `already likes the member: the match modal), counted against ${SWIPE_GAME_LIKES_PER_DAY} swipe likes a day of the member’s time zone; ` +
    'when they are used up 429 `swipe_limit` with `minutes` until midnight. action `pass`: unlimited, remembered so ' +
    `the profile is not suggested again. Answers the game’s next state. ${CANDIDATES} 404 \`not_found\` for oneself, ` +
    'an unknown, hidden or disabled profile, or a block either way. 403 `authentication_required` for a visitor.',
  session: true,
  body: SwipeRequestSchema,
  response: { 200: SwipeResponseSchema },
});

/** GET and POST /api/swipe-game.php */
export function swipeGameRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/swipe-game.php', { schema: stateDocs }, async (request) => {
    const user = requireUser(request);
    return swipeGameState(db, { userId: user.id, profileId: user.profile.id }, clockOf(user));
  });

  app.post('/api/swipe-game.php', { schema: swipeDocs }, async (request) => {
    const user = requireUser(request);
    const body = validate(SwipeRequestSchema, request.body);
    return swipe(db, { userId: user.id, profileId: user.profile.id }, body, clockOf(user), app.liveBus);
  });
}
