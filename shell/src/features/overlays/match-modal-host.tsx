import { useEffect, useRef } from 'react';
import { useStore } from '@nanostores/react';
import { atom, onMount } from 'nanostores';
import { useLocation } from '@app/shared/router';
import { REMOTES } from '@app/shared/contract';
import { $matchModal, closeMatchModal } from '@app/shared/stores/match-modal';
import { RemoteOverlay } from './remote-overlay';
import { useAutoLikeParam } from './use-auto-like-param';

/** True from the first time the match modal is opened: only then is its remote loaded. */
export const $matchModalRequested = atom(false);
onMount($matchModalRequested, () =>
  $matchModal.subscribe((state) => {
    if (state.profile) $matchModalRequested.set(true);
  }),
);

/** The match modal leads to another page (its photo and button): it closes when the page changes. */
function useCloseOnNavigation(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current !== pathname && $matchModal.get().profile) closeMatchModal();
    previous.current = pathname;
  }, [pathname]);
}

/**
 * Hosts mf-members' `./MatchModal` (default layout): loaded the first time `$matchModal` opens (a like
 * back that makes a match, an auto-like), and then kept; the modal reads and closes the store itself.
 * Also runs the `t` query parameter, which it sees on every route. When the remote is unavailable the
 * modal just does not show: the like is still on /likes.
 */
export function MatchModalHost() {
  useAutoLikeParam();
  useCloseOnNavigation();
  const requested = useStore($matchModalRequested);
  if (!requested) return null;
  return <RemoteOverlay remote={REMOTES['mf-members']} exposed="MatchModal" props={{}} />;
}
