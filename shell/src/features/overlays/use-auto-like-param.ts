import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { useLocation, useNavigate } from '@app/shared/router';
import { showAutoLike } from '@app/shared/stores/chats';
import { $user } from '@app/shared/stores/user';
import { autoLikeDelayMs, withoutAutoLikeParam } from './auto-like-param';

/**
 * The `t` query parameter (spec section 4): for a logged-in member, `t` seconds after a page with it
 * opens, GET /api/auto-like.php shows a like in the match modal (the likes reload 500 ms later), and
 * `t` is then removed from the address (replacing the history entry). Leaving the page, or logging
 * out, first cancels it.
 */
export function useAutoLikeParam(): void {
  const loggedIn = Boolean(useStore($user));
  const location = useLocation();
  const navigate = useNavigate();
  const current = useRef(location);
  const delay = autoLikeDelayMs(location.search);

  useEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(() => {
    if (!loggedIn || delay === null) return;
    const timer = setTimeout(() => {
      void showAutoLike().finally(() => {
        const { pathname, search, hash } = current.current;
        const rest = withoutAutoLikeParam(search);
        if (rest !== search) void navigate({ pathname, search: rest, hash }, { replace: true });
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [loggedIn, delay, navigate]);
}
