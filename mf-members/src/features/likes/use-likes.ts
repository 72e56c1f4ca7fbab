import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorMessageKey } from '@app/shared/api';
import { $chats, likeLists, loadLikes, type LikeLists } from '@app/shared/stores/chats';

export interface LikesView {
  lists: LikeLists;
  /** True until the first answer of this visit to the page. */
  loading: boolean;
  /** Why the likes could not be loaded (a `common` key). */
  error: string | null;
  retry: () => void;
}

/** The member's likes from `$chats`, loaded fresh when a likes page opens. */
export function useLikes(): LikesView {
  const { likes } = useStore($chats);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadLikes()
      .then(() => current && setError(null))
      .catch((failure: unknown) => current && setError(errorMessageKey(failure)))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setError(null);
    setLoading(true);
    setAttempt((count) => count + 1);
  }, []);

  return { lists: likeLists(likes), loading, error, retry };
}
