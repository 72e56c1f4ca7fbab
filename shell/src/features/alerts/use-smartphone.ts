import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@app/shared/contract';

/** Narrower than Bootstrap's sm breakpoint (576 px). */
export const SMARTPHONE_QUERY = `(max-width: ${BREAKPOINTS.sm - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(SMARTPHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is a smartphone's, following rotation and resizing. */
export function useSmartphone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(SMARTPHONE_QUERY).matches,
    () => false,
  );
}
