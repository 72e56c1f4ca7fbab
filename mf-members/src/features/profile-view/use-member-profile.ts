import { useCallback, useEffect, useState } from 'react';
import { ApiError, errorMessageKey } from '@app/shared/api';
import type { MemberProfileResponse } from '@app/shared/contract';
import { markLikeSeen } from '@app/shared/stores/chats';
import { getMemberProfile } from './api/member-profile';

export interface MemberProfileState {
  data: MemberProfileResponse | null;
  /** The error's code: `not_found`, `authentication_required` or another (a translation key then). */
  error: { code: string; messageKey: string } | null;
  retry: () => void;
  /** Replaces the loaded profile's fields after an action (like, block). */
  update: (change: Partial<MemberProfileResponse['profile']>) => void;
}

interface Loaded {
  /** Which request the answer belongs to: id, viewer and attempt. */
  key: string;
  data: MemberProfileResponse | null;
  error: MemberProfileState['error'];
}

/**
 * Loads /members/{id}'s profile, again when the id or the viewer changes; the server clears the
 * new-like flag of the member's like on view, and the badge follows at once (markLikeSeen).
 */
export function useMemberProfile(id: number, viewerId: number | null): MemberProfileState {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${id}:${viewerId}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    getMemberProfile(id, controller.signal)
      .then((data) => {
        setLoaded({ key, data, error: null });
        markLikeSeen(id);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        const code = failure instanceof ApiError ? failure.code : 'network_error';
        setLoaded({ key, data: null, error: { code, messageKey: errorMessageKey(failure) } });
      });
    return () => controller.abort();
  }, [id, key]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  const update = useCallback(
    (change: Partial<MemberProfileResponse['profile']>) =>
      setLoaded((current) =>
        current?.data
          ? { ...current, data: { ...current.data, profile: { ...current.data.profile, ...change } } }
          : current,
      ),
    [],
  );
  const current = loaded?.key === key ? loaded : null;
  return { data: current?.data ?? null, error: current?.error ?? null, retry, update };
}
