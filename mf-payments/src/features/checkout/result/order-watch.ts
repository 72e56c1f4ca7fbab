import { map, type MapStore } from 'nanostores';
import { ApiError, errorMessageKey } from '@app/shared/api';
import { isFinalPaymentState, type Order } from '@app/shared/contract';
import { $liveStatus, subscribeLive, type LiveStatus } from '@app/shared/stores/live';
import { getOrder } from './api/get-order';

/** How the result page waits when the live socket cannot tell it (spec: poll, back off, stop when final). */
export const ORDER_POLL = {
  /** Polling while the live connection is unavailable. */
  everyMs: 3_000,
  /** After this long the page polls less often. */
  slowAfterMs: 60_000,
  slowEveryMs: 10_000,
  /** With the socket open, a rare check in case the provider's callback never reaches the server. */
  backstopMs: 30_000,
} as const;

export interface OrderWatchState {
  status: 'loading' | 'ready' | 'error';
  order: Order | null;
  /** Why the order could not be read (a `common` key). */
  error: string | null;
}

export interface OrderWatch {
  $watch: MapStore<OrderWatchState>;
  /** Reads the order once as "back from the checkout", then waits until it is final; returns stop. */
  start: () => () => void;
}

/** Without the socket the page asks the server itself; `connecting` still delivers what it missed. */
function mustPoll(status: LiveStatus): boolean {
  return status === 'unavailable' || status === 'stopped';
}

/**
 * The result of one order, kept current until it is final: read once with `sync=return`, then
 * re-read on every live `payment` event for it, and polled (`sync=poll`) every 3 s, after a minute
 * every 10 s, while the live connection is unavailable. Never decides from the address.
 */
export function createOrderWatch(orderId: number, now: () => number = Date.now): OrderWatch {
  const $watch = map<OrderWatchState>({ status: 'loading', order: null, error: null });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let startedAt = 0;
  let reading = Promise.resolve();
  const stops: Array<() => void> = [];

  const isFinal = () => {
    const order = $watch.get().order;
    return order !== null && isFinalPaymentState(order.state);
  };

  function stop(): void {
    stopped = true;
    clearTimeout(timer);
    for (const stopOne of stops.splice(0)) stopOne();
  }

  /** One read at a time, in order, so an older answer never replaces a newer one. */
  function read(sync?: 'return' | 'poll'): Promise<void> {
    reading = reading.then(async () => {
      if (stopped) return;
      try {
        const order = await getOrder(orderId, sync);
        if (stopped) return;
        $watch.set({ status: 'ready', order, error: null });
        if (isFinalPaymentState(order.state)) stop();
      } catch (error) {
        if (stopped) return;
        // A failed poll keeps the last state shown; only a first read without an answer is an error.
        if (!$watch.get().order) $watch.set({ status: 'error', order: null, error: errorMessageKey(error) });
        // Not the member's order, or none: asking again will not change that.
        if (error instanceof ApiError && [400, 401, 403, 404, 422].includes(error.status)) stop();
      }
    });
    return reading;
  }

  function delay(): number {
    if (!mustPoll($liveStatus.get())) return ORDER_POLL.backstopMs;
    return now() - startedAt < ORDER_POLL.slowAfterMs ? ORDER_POLL.everyMs : ORDER_POLL.slowEveryMs;
  }

  function schedule(): void {
    clearTimeout(timer);
    if (stopped || isFinal()) return;
    timer = setTimeout(() => void read('poll').then(schedule), delay());
  }

  return {
    $watch,
    start() {
      startedAt = now();
      stops.push(
        subscribeLive((event) => {
          if (event.type === 'payment' && event.order_id === orderId) void read();
        }),
        // The socket went away (or came back): the next check follows the new rhythm at once.
        $liveStatus.listen(() => schedule()),
      );
      void read('return').then(schedule);
      return stop;
    },
  };
}
