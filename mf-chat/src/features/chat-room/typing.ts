import { atom, type ReadableAtom } from 'nanostores';
import { LIVE } from '@app/shared/contract';
import { sendLive, subscribeLive } from '@app/shared/stores/live';

export interface TypingIndicator {
  /** True while the other member types (until LIVE.typingVisibleMs after their last typing event). */
  $typing: ReadableAtom<boolean>;
  stop: () => void;
}

/**
 * Whether the other member is typing in `conversation`: shown on each `typing` event, hidden
 * LIVE.typingVisibleMs after the last one or at once when their message arrives.
 */
export function watchTyping(conversation: number, otherProfileId: number): TypingIndicator {
  const $typing = atom(false);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hide = () => {
    clearTimeout(timer);
    $typing.set(false);
  };
  const unsubscribe = subscribeLive((event) => {
    if (event.type === 'typing' && event.conversation === conversation && event.profile_id === otherProfileId) {
      clearTimeout(timer);
      $typing.set(true);
      timer = setTimeout(hide, LIVE.typingVisibleMs);
    }
    if (
      event.type === 'message' &&
      event.message.conversation === conversation &&
      event.message.sender === otherProfileId
    ) {
      hide();
    }
  });
  return {
    $typing,
    stop: () => {
      unsubscribe();
      clearTimeout(timer);
    },
  };
}

/** Tells the other member the member types: at most once per LIVE.typingThrottleMs. */
export function typingSender(conversation: number): () => void {
  let lastSent = -Infinity;
  return () => {
    const now = Date.now();
    if (now - lastSent < LIVE.typingThrottleMs) return;
    if (sendLive({ type: 'typing', conversation })) lastSent = now;
  };
}
