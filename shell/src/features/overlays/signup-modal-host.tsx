import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom, onMount } from 'nanostores';
import { useNavigate } from '@app/shared/router';
import { REMOTES } from '@app/shared/contract';
import { $signupModal, closeSignupModal, type SignupModalState } from '@app/shared/stores/signup-modal';
import { RemoteOverlay } from './remote-overlay';

/** True from the first time the signup modal is asked for: only then is its remote loaded. */
export const $signupModalRequested = atom(false);
onMount($signupModalRequested, () =>
  $signupModal.subscribe((state) => {
    if (state.open) $signupModalRequested.set(true);
  }),
);

/** The page that does the modal's job when the modal cannot be loaded. */
export function signupFallbackPath({ view, returnTo }: Pick<SignupModalState, 'view' | 'returnTo'>): string {
  const path = view === 'login' ? '/login' : '/signup';
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}

/**
 * Hosts mf-auth-signup's `./SignupModal` (default and empty layouts). It is loaded the first time
 * `$signupModal` opens, and then stays: the modal reads and closes the store itself. When the remote
 * is unavailable, an opened modal becomes a visit to the signup (or login) page.
 */
export function SignupModalHost() {
  const requested = useStore($signupModalRequested);
  const { open } = useStore($signupModal);
  const [unavailable, setUnavailable] = useState(false);
  const markUnavailable = useCallback(() => setUnavailable(true), []);
  const navigate = useNavigate();

  useEffect(() => {
    if (!open || !unavailable) return;
    const target = signupFallbackPath($signupModal.get());
    closeSignupModal();
    void navigate(target);
  }, [open, unavailable, navigate]);

  if (!requested) return null;
  return (
    <RemoteOverlay
      remote={REMOTES['mf-auth-signup']}
      exposed="SignupModal"
      props={{}}
      onUnavailable={markUnavailable}
    />
  );
}
