import { useCallback, useEffect, useState } from 'react';
import type { OwnProfile } from '@app/shared/contract';
import { fetchOwnProfile } from '../api/own-profile';

/** The member's own profile for the steps, loaded once when `enabled`; `setProfile` takes saved answers. */
export function useOwnProfile(enabled: boolean, initial: OwnProfile | null = null) {
  const [profile, setProfile] = useState<OwnProfile | null>(initial);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled || profile) return;
    let current = true;
    fetchOwnProfile().then(
      (loaded) => current && setProfile(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [enabled, profile, attempt]);

  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  return { profile, setProfile, failed, retry };
}
