import { atom } from 'nanostores';
import { LOADING_BAR } from '@app/shared/contract';

/** How many things are loading now. */
const $pending = atom(0);
/** Whether the loading bar shows: only after 200 ms of loading, and for at most 5 s (spec section 9). */
export const $loadingBarVisible = atom(false);

let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** Marks something as loading; call the returned function when it is done. */
export function startLoading(): () => void {
  $pending.set($pending.get() + 1);
  if ($pending.get() === 1) {
    showTimer = setTimeout(() => {
      $loadingBarVisible.set(true);
      hideTimer = setTimeout(() => $loadingBarVisible.set(false), LOADING_BAR.durationMs);
    }, LOADING_BAR.throttleMs);
  }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    $pending.set($pending.get() - 1);
    if ($pending.get() === 0) {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      $loadingBarVisible.set(false);
    }
  };
}
