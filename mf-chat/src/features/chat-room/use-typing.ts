import { useEffect, useMemo, useState } from 'react';
import { typingSender, watchTyping } from './typing';

/** Whether the other member is typing now, and what to call as the member types (throttled). */
export function useTyping(
  conversation: number | null,
  otherProfileId: number | null,
): {
  typing: boolean;
  onTyping: () => void;
} {
  const [typing, setTyping] = useState(false);
  useEffect(() => {
    if (!conversation || !otherProfileId) return undefined;
    const indicator = watchTyping(conversation, otherProfileId);
    const unsubscribe = indicator.$typing.subscribe(setTyping);
    return () => {
      unsubscribe();
      indicator.stop();
      setTyping(false);
    };
  }, [conversation, otherProfileId]);
  const onTyping = useMemo(() => (conversation ? typingSender(conversation) : () => undefined), [conversation]);
  return { typing, onTyping };
}
