import type { SwipeAction } from '@app/shared/contract';

/** The parts of a keydown event the swipe game looks at. */
export interface SwipeKey {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** Where the arrow keys belong to the control itself: text fields, lists, sliders, editable text. */
function ownsArrowKeys(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  return (
    element.closest('input, textarea, select, [role="slider"], [role="listbox"], [role="tablist"], dialog') !== null
  );
}

/**
 * The swipe a key stands for: ArrowRight likes, ArrowLeft passes. None with a modifier key, when
 * something handled the key already, or when the focus is in a control that uses the arrows itself
 * or in a dialog (the match modal).
 */
export function swipeKeyAction(event: SwipeKey): SwipeAction | null {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  if (ownsArrowKeys(event.target)) return null;
  if (event.key === 'ArrowRight') return 'like';
  if (event.key === 'ArrowLeft') return 'pass';
  return null;
}
