import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import type { LanderMember } from '@app/shared/contract/landers';
import { SwipeCard } from './swipe-card';
import type { LeavingCard, SwipeAction } from './use-swipe-demo';
import * as styles from './tinderswipe.module.css';

/** rspack's CSS modules export each class by its name. */
const css = styles as unknown as Readonly<Record<string, string>>;

export interface SwipeDeckProps {
  current: LanderMember;
  next: LanderMember | null;
  leaving: LeavingCard | null;
  placeOf: (member: LanderMember) => string;
  /** The card's accessible name ("Anna, 34, Utrecht"). */
  labelOf: (member: LanderMember) => string;
  likeText: string;
  passText: string;
  onSwipe: (action: SwipeAction, fromX: number) => void;
}

/** How far (px) a card must be dragged to count as a swipe: a quarter of its width, at least 60 px. */
function threshold(width: number): number {
  return Math.max(60, width / 4);
}

/**
 * The card stack: the top card follows the finger (or mouse) and, let go far enough to a side, is
 * liked (right) or passed (left) and flies out; let go earlier, it springs back.
 */
export function SwipeDeck({ current, next, leaving, placeOf, labelOf, likeText, passText, onSwipe }: SwipeDeckProps) {
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ x: number; id: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = { x: event.clientX, id: event.pointerId };
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id === event.pointerId) setDx(event.clientX - start.current.x);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current?.id !== event.pointerId) return;
    const moved = event.clientX - start.current.x;
    start.current = null;
    setDragging(false);
    setDx(0);
    if (Math.abs(moved) >= threshold(event.currentTarget.offsetWidth)) onSwipe(moved > 0 ? 'like' : 'pass', moved);
  };
  const onPointerCancel = () => {
    start.current = null;
    setDragging(false);
    setDx(0);
  };

  const lean = Math.min(1, Math.abs(dx) / 120);
  return (
    <div className={css.deck}>
      {next && (
        <div className={css.behind} aria-hidden="true">
          <SwipeCard member={next} place={placeOf(next)} />
        </div>
      )}
      <div
        key={current.id}
        className={`${css.top} ${dragging ? css.dragging : ''}`}
        style={{ transform: dx ? `translateX(${dx}px) rotate(${dx / 24}deg)` : undefined }}
        role="group"
        aria-label={labelOf(current)}
        data-testid="swipe-card"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
      >
        <SwipeCard member={current} place={placeOf(current)} priority />
        <span className={`${css.stamp} ${css.stampLike}`} style={{ opacity: dx > 0 ? lean : 0 }} aria-hidden="true">
          {likeText}
        </span>
        <span className={`${css.stamp} ${css.stampPass}`} style={{ opacity: dx < 0 ? lean : 0 }} aria-hidden="true">
          {passText}
        </span>
      </div>
      {leaving && (
        <div
          key={`leaving-${leaving.member.id}`}
          className={`${css.leaving} ${leaving.action === 'like' ? css.flyRight : css.flyLeft}`}
          style={{ '--from': `${leaving.fromX}px` } as CSSProperties}
          aria-hidden="true"
        >
          <SwipeCard member={leaving.member} place={placeOf(leaving.member)} />
        </div>
      )}
    </div>
  );
}
