import { useCallback, useEffect, useState } from 'react';
import { errorMessageKey } from '@app/shared/api';
import type { OwnProfile } from '@app/shared/contract';
import { fetchOwnProfile } from './api/own-profile';

export type OwnProfileState =
  { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready'; profile: OwnProfile };

/** GET /api/profile.php for the page, with a retry after a failure and local updates after saves. */
export function useOwnProfile() {
  const [state, setState] = useState<OwnProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    fetchOwnProfile().then(
      (profile) => current && setState({ status: 'ready', profile }),
      (error: unknown) => current && setState({ status: 'failed', error: errorMessageKey(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const update = useCallback((change: Partial<OwnProfile>) => {
    setState((previous) =>
      previous.status === 'ready' ? { ...previous, profile: { ...previous.profile, ...change } } : previous,
    );
  }, []);

  return { state, retry, update };
}
