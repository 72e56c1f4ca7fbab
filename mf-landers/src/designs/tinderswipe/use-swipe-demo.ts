import { useCallback, useEffect, useRef, useState } from 'react';
import type { LanderMember } from '@app/shared/contract/landers';

export type SwipeAction = 'like' | 'pass';

/** After this many swipes (or when the cards run out) the demo gives way to the sign-up. */
export const SWIPES_BEFORE_SIGNUP = 4;

/** How long the card that was swiped away flies out (the CSS animation), before it is removed. */
export const FLY_OUT_MS = 350;

/** The card on its way out: drawn over the deck from where the finger let it go. */
export interface LeavingCard {
  member: LanderMember;
  action: SwipeAction;
  fromX: number;
}

export interface SwipeDemo {
  current: LanderMember | null;
  next: LanderMember | null;
  position: number;
  liked: LanderMember[];
  last: { member: LanderMember; action: SwipeAction } | null;
  leaving: LeavingCard | null;
  done: boolean;
  swipe: (action: SwipeAction, fromX?: number) => void;
  skip: () => void;
}

/**
 * The swipe demo's state: which card is on top, what was liked (only here, on the page: the demo
 * sends nothing), and whether the sign-up is due.
 */
export function useSwipeDemo(members: readonly LanderMember[]): SwipeDemo {
  const [position, setPosition] = useState(0);
  const [liked, setLiked] = useState<LanderMember[]>([]);
  const [last, setLast] = useState<SwipeDemo['last']>(null);
  const [leaving, setLeaving] = useState<LeavingCard | null>(null);
  const [skipped, setSkipped] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const done = skipped || position >= Math.min(SWIPES_BEFORE_SIGNUP, members.length);
  const current = done ? null : (members[position] ?? null);

  const swipe = useCallback(
    (action: SwipeAction, fromX = 0) => {
      if (!current) return;
      if (action === 'like') setLiked((list) => [...list, current]);
      setLast({ member: current, action });
      setLeaving({ member: current, action, fromX });
      setPosition((value) => value + 1);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setLeaving(null), FLY_OUT_MS + 50);
    },
    [current],
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    current,
    next: done ? null : (members[position + 1] ?? null),
    position,
    liked,
    last,
    leaving,
    done,
    swipe,
    skip: () => setSkipped(true),
  };
}

/** The swipe a key stands for: → likes, ← passes; none with a modifier or in a form field. */
export function swipeKey(event: KeyboardEvent): SwipeAction | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const target = event.target as HTMLElement | null;
  if (target?.isContentEditable || target?.closest?.('input, textarea, select, dialog, [role="slider"]')) return null;
  if (event.key === 'ArrowRight') return 'like';
  if (event.key === 'ArrowLeft') return 'pass';
  return null;
}
