import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element (a step's heading, `tabIndex={-1}`) when it appears, so a keyboard or
 * screen-reader user starts reading the new step at its title.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
