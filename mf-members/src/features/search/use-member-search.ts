import { startTransition, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError, errorMessageKey } from '@app/shared/api';
import type { MemberSearchResponse } from '@app/shared/contract';
import { $landing, trafficSourceOf } from '@app/shared/stores/tracking';
import { getMembers } from './search-api';
import { searchStateToQuery, type SearchState } from './search-state';

export interface MemberSearch {
  /** The last answer (kept while the next page loads, so the results do not jump). */
  result: MemberSearchResponse | null;
  loading: boolean;
  /** Why the search failed (a translation key in `common`), or null. */
  error: string | null;
  /** A visitor whom the site does not let search (403 authentication_required). */
  loginRequired: boolean;
  retry: () => void;
}

/** Runs the search whenever it changes (GET /api/members.php); an older answer never replaces a newer one. */
export function useMemberSearch(state: SearchState | null, loggedIn: boolean): MemberSearch {
  const landing = useStore($landing);
  const trafficSource = trafficSourceOf(landing);
  const [result, setResult] = useState<MemberSearchResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [loginRequired, setLoginRequired] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = state ? `${searchStateToQuery(state).toString()}#${state.page}` : null;

  useEffect(() => {
    if (!state) return;
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    getMembers(state, loggedIn ? null : trafficSource, controller.signal)
      .then((answer) =>
        // A page of 24 cards: rendered as a transition, React yields to the browser while it works.
        startTransition(() => {
          setResult(answer);
          setLoginRequired(false);
          setLoading(false);
        }),
      )
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        const refused = failure instanceof ApiError && failure.code === 'authentication_required';
        setLoginRequired(refused);
        setError(refused ? null : errorMessageKey(failure));
        if (refused) setResult(null);
        setLoading(false);
      });
    return () => controller.abort();
    // The key stands for the state: a new object with the same search does not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, loggedIn, trafficSource, attempt]);

  return { result, loading, error, loginRequired, retry: () => setAttempt((value) => value + 1) };
}
