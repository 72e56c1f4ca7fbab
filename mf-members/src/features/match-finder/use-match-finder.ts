import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageKey } from '@app/shared/api';
import type { Profile } from '@app/shared/contract';
import { getMatchFinderPage } from './match-finder-api';

export interface MatchFinder {
  /** The suggestions of every page loaded so far, each once. */
  profiles: Profile[];
  loading: boolean;
  /** Why the last page failed (a translation key in `common`), or null. */
  error: string | null;
  hasMore: boolean;
  /** Loads the next page (or retries the one that failed). */
  loadMore: () => void;
}

/** Appends uniques: a like made meanwhile shifts the pages, so a profile may come twice. */
function appendNew(shown: Profile[], more: Profile[]): Profile[] {
  const ids = new Set(shown.map((profile) => profile.id));
  return [...shown, ...more.filter((profile) => !ids.has(profile.id))];
}

/** The match finder's suggestions, page by page (GET /api/match-finder.php), the first on mount. */
export function useMatchFinder(): MatchFinder {
  const [profiles, setProfiles] = useState<Profile[]>([]);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    getMatchFinderPage(page, controller.signal)
      .then((answer) => {
        loaded.current = page;
        setProfiles((shown) => (page === 1 ? answer.profiles : appendNew(shown, answer.profiles)));
        setHasMore(answer.has_more);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(errorMessageKey(failure));
        setLoading(false);
      });
    return () => controller.abort();
  }, [page, attempt]);

  const loadMore = useCallback(() => {
    setLoading(true);
    setError(null);
    if (loaded.current < page) setAttempt((value) => value + 1);
    else setPage(loaded.current + 1);
  }, [page]);

  return { profiles, loading, error, hasMore, loadMore };
}
