import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen a part starts to load: it is there before the member scrolls to it. */
export const NEAR_MARGIN_PX = 600;

export interface WhenNearProps {
  /** The anchor (`#settings`) that, in the address, asks for the part at once. */
  anchor: string;
  /** Space the part takes until it is there, in rem, so the page does not jump much when it comes. */
  placeholderRem: number;
  children: ReactNode;
}

/** Whether the address asks for this part. */
const addressedTo = (anchor: string) => typeof location !== 'undefined' && location.hash === `#${anchor}`;

/**
 * Renders its part once the part's place comes near the screen, at once when the address points at
 * it (`#anchor`), and at once where the browser cannot tell. A part far below the fold (a lazy
 * component inside) then stays off a page's first visit (issue 14).
 */
export function WhenNear({ anchor, placeholderRem, children }: WhenNearProps) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || addressedTo(anchor));
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${NEAR_MARGIN_PX}px 0px`,
    });
    observer.observe(place.current);
    const onHash = () => addressedTo(anchor) && setNear(true);
    window.addEventListener('hashchange', onHash);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
  }, [near, anchor]);
  if (near) return children;
  return <div ref={place} style={{ minHeight: `${placeholderRem}rem` }} />;
}
