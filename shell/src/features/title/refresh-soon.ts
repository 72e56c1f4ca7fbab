import { DATA_FETCH_REFRESH_DELAY_MS } from '@app/shared/contract/constants';

export interface RefreshSoon {
  /** Asks for a refresh: it runs once, `delayMs` after the first request that is still waiting. */
  request: () => void;
  /** Drops a waiting refresh (on logout, or when the screen closes). */
  cancel: () => void;
}

/**
 * The data-fetch refresh delay (spec section 9, DATA_FETCH_REFRESH_DELAY_MS): a list is fetched again
 * this long after the first reason to, and every reason that arrives meanwhile joins that one fetch. A
 * burst of pushed messages, events or filter changes makes one request, never later than the delay.
 */
export function refreshSoon(refresh: () => void, delayMs: number = DATA_FETCH_REFRESH_DELAY_MS): RefreshSoon {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    request() {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        refresh();
      }, delayMs);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
