import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, errorMessageKey } from '@app/shared/api';
import type { SwipeAction, SwipeGameState } from '@app/shared/contract';
import { reloadLikesSoon } from '@app/shared/stores/chats';
import { openMatchModal } from '@app/shared/stores/match-modal';
import { getSwipeGame, sendSwipe } from './swipe-game-api';

export interface SwipeGame {
  state: SwipeGameState | null;
  /** A swipe or the first load on its way. */
  busy: boolean;
  /** Why the last call failed (a translation key in `common`), or null. */
  error: string | null;
  /** Likes or passes the candidate; ignored while busy, and a like when none are left. */
  swipe: (action: SwipeAction) => void;
  reload: () => void;
}

/**
 * The swipe game (GET and POST /api/swipe-game.php): one candidate at a time. A like that makes a
 * match opens the match modal; every like reloads the likes shortly after (the badge). When the server
 * says the likes are used up (429 swipe_limit), the game state is loaded again to show when they return.
 */
export function useSwipeGame(): SwipeGame {
  const [state, setState] = useState<SwipeGameState | null>(null);
  const [busy, setBusy] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const busyRef = useRef(true);

  const run = useCallback(async (work: () => Promise<void>) => {
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(errorMessageKey(failure));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  const reload = useCallback(() => {
    void run(async () => setState(await getSwipeGame()));
  }, [run]);

  useEffect(() => {
    const controller = new AbortController();
    getSwipeGame(controller.signal)
      .then(setState)
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(errorMessageKey(failure));
      })
      .finally(() => {
        if (controller.signal.aborted) return;
        busyRef.current = false;
        setBusy(false);
      });
    return () => controller.abort();
  }, []);

  const swipe = useCallback(
    (action: SwipeAction) => {
      const candidate = state?.profile;
      if (busyRef.current || !candidate || (action === 'like' && state.likes_left === 0)) return;
      void run(async () => {
        try {
          const answer = await sendSwipe(candidate.id, action);
          if (action === 'like') reloadLikesSoon();
          if (answer.match) openMatchModal(candidate, { match: true });
          setState({ profile: answer.profile, likes_left: answer.likes_left, resets_at: answer.resets_at });
        } catch (failure) {
          if (failure instanceof ApiError && failure.code === 'swipe_limit') setState(await getSwipeGame());
          else throw failure;
        }
      });
    },
    [run, state],
  );

  return { state, busy, error, swipe, reload };
}
