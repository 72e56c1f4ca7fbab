import { useCallback, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { errorMessageKey } from '@app/shared/api';
import type { ChatItem } from '@app/shared/contract';
import { $chats, loadChats, refreshChats } from '@app/shared/stores/chats';

export interface ChatListView {
  chats: ChatItem[];
  /** True only until the list has loaded once (spec section 7: the progress indicator only then). */
  firstLoad: boolean;
  /** Why the first load failed (a `common` key). */
  error: string | null;
  retry: () => void;
}

/** The member's conversations from $chats (kept live by the shell), refreshed when a chat screen opens unless just loaded. */
export function useChatList(): ChatListView {
  const { chats, loaded } = useStore($chats);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    // On opening, a list that arrived moments ago (with the page) is not asked for again; a retry asks.
    (attempt === 0 ? refreshChats() : loadChats())
      .then(() => current && setError(null))
      .catch((failure: unknown) => current && setError(errorMessageKey(failure)));
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((count) => count + 1);
  }, []);

  return { chats, firstLoad: !loaded, error: loaded ? null : error, retry };
}
