import { api } from '@app/shared/api';
import type { SwipeAction, SwipeGameState, SwipeResponse } from '@app/shared/contract';

/** GET /api/swipe-game.php: the candidate, the likes left today and when they come back. */
export function getSwipeGame(signal?: AbortSignal): Promise<SwipeGameState> {
  return api<SwipeGameState>('/api/swipe-game.php', { signal });
}

/**
 * POST /api/swipe-game.php: likes or passes the candidate. Not retried: a 429 `swipe_limit` is final
 * (the shared client would otherwise retry a 429).
 */
export function sendSwipe(profileId: number, action: SwipeAction): Promise<SwipeResponse> {
  return api<SwipeResponse>('/api/swipe-game.php', {
    method: 'POST',
    body: { profile_id: profileId, action },
    retry: 0,
  });
}
