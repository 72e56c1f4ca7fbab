import { useCallback } from 'react';
import type { OwnProfile } from '@app/shared/contract';
import { fetchOwnProfile } from '@app/shared/stores/own-profile';
import { useRequest } from '../use-request';

export interface OwnProfileOptions {
  /** False: not loaded (yet), e.g. for a visitor or before the account exists. */
  enabled?: boolean;
  /** A profile the caller already has: it is not loaded again. */
  initial?: OwnProfile | null;
}

/**
 * The member's own profile (GET /api/profile.php): its state, the profile once loaded, why it failed
 * and a retry, and `update` to keep saved changes (a whole saved profile or some of its fields).
 */
export function useOwnProfile({ enabled = true, initial = null }: OwnProfileOptions = {}) {
  const { state, error, retry, update } = useRequest(enabled ? 'own-profile' : null, fetchOwnProfile, initial);
  const merge = useCallback(
    (change: Partial<OwnProfile>) => update((profile) => ({ ...profile, ...change })),
    [update],
  );
  return { state, profile: state.status === 'ready' ? state.value : null, error, retry, update: merge };
}
