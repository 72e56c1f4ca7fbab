import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

/** How long a slide stays before the next, in milliseconds. */
export const SLIDE_INTERVAL = 5000;

export interface Slideshow {
  index: number;
  /** The slide shown before this one (it stays beneath while the new one comes in), or null. */
  previous: number | null;
  /** Whether the slides move on by themselves: not after a pause, never with reduced motion. */
  playing: boolean;
  reducedMotion: boolean;
  next: () => void;
  back: () => void;
  /** Pauses a playing slideshow, plays a paused one (WCAG 2.2.2). */
  toggle: () => void;
}

/**
 * The slideshow's state: which slide, and whether it plays. It starts playing unless the visitor
 * prefers reduced motion; then it waits for the buttons (and plays only if asked to).
 */
export function useSlideshow(count: number): Slideshow {
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState({ index: 0, previous: null as number | null });
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = count > 1 && (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play';

  const go = useCallback(
    (step: number) =>
      setState(({ index }) => ({ index: (index + step + count) % count, previous: count > 1 ? index : null })),
    [count],
  );
  const next = useCallback(() => go(1), [go]);
  const back = useCallback(() => go(-1), [go]);
  const toggle = useCallback(() => setChoice(playing ? 'pause' : 'play'), [playing]);

  // A new full interval after every change, whether it came from the timer or a button.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(next, SLIDE_INTERVAL);
    return () => clearTimeout(timer);
  }, [playing, next, state.index]);

  return { ...state, index: count ? state.index % count : 0, playing, reducedMotion, next, back, toggle };
}
