import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '@app/shared/api';
import type * as ApiModule from '@app/shared/api';
import type { PaymentState } from '@app/shared/contract';
import { $liveStatus, emitLive } from '@app/shared/stores/live';
import { testOrder } from '../../../test-support/payments-fixtures';
import { createOrderWatch, ORDER_POLL } from './order-watch';

vi.mock('@app/shared/api', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiModule>()),
  api: vi.fn(),
}));

/** The server's state of order 7, changed by the test as the provider would. */
let serverState: PaymentState = 'pending';
const reads = () => vi.mocked(api).mock.calls.map(([, options]) => (options as { query: object }).query);

beforeEach(() => {
  vi.useFakeTimers();
  serverState = 'pending';
  vi.mocked(api).mockImplementation(async () => ({ order: testOrder(7, { state: serverState }) }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(api).mockReset();
  $liveStatus.set('stopped');
});

describe('the result of an order', () => {
  it('reads the order once as a return from the checkout, then waits for the live event and changes by itself', async () => {
    $liveStatus.set('open');
    const watch = createOrderWatch(7);
    const stop = watch.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toEqual([{ id: 7, sync: 'return' }]);
    expect(watch.$watch.get().order?.state).toBe('pending');

    // Nothing is polled while the socket is open (before the backstop).
    await vi.advanceTimersByTimeAsync(ORDER_POLL.backstopMs - 1_000);
    expect(reads()).toHaveLength(1);

    // Another order's event changes nothing; this order's event makes the page read it again.
    serverState = 'completed';
    emitLive({ type: 'payment', order_id: 8, state: 'completed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toHaveLength(1);
    emitLive({ type: 'payment', order_id: 7, state: 'completed' });
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toEqual([{ id: 7, sync: 'return' }, { id: 7 }]);
    expect(watch.$watch.get().order?.state).toBe('completed');

    // Final: no more reads, from events or timers.
    emitLive({ type: 'payment', order_id: 7, state: 'completed' });
    await vi.advanceTimersByTimeAsync(10 * ORDER_POLL.backstopMs);
    expect(reads()).toHaveLength(2);
    stop();
  });

  it('polls every 3 s while the live connection is unavailable, every 10 s after a minute, and stops when final', async () => {
    $liveStatus.set('unavailable');
    const watch = createOrderWatch(7);
    const stop = watch.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads()).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(ORDER_POLL.everyMs);
    expect(reads()).toEqual([
      { id: 7, sync: 'return' },
      { id: 7, sync: 'poll' },
    ]);
    await vi.advanceTimersByTimeAsync(ORDER_POLL.slowAfterMs - ORDER_POLL.everyMs);
    const afterAMinute = reads().length;
    expect(afterAMinute).toBe(1 + ORDER_POLL.slowAfterMs / ORDER_POLL.everyMs);

    await vi.advanceTimersByTimeAsync(ORDER_POLL.everyMs);
    expect(reads()).toHaveLength(afterAMinute);
    await vi.advanceTimersByTimeAsync(ORDER_POLL.slowEveryMs - ORDER_POLL.everyMs);
    expect(reads()).toHaveLength(afterAMinute + 1);

    serverState = 'cancelled';
    await vi.advanceTimersByTimeAsync(ORDER_POLL.slowEveryMs);
    expect(watch.$watch.get().order?.state).toBe('cancelled');
    const final = reads().length;
    await vi.advanceTimersByTimeAsync(10 * ORDER_POLL.slowEveryMs);
    expect(reads()).toHaveLength(final);
    stop();
  });

  it('starts polling at once when the live connection goes away', async () => {
    $liveStatus.set('open');
    const watch = createOrderWatch(7);
    const stop = watch.start();
    await vi.advanceTimersByTimeAsync(0);
    $liveStatus.set('unavailable');
    await vi.advanceTimersByTimeAsync(ORDER_POLL.everyMs);
    expect(reads().at(-1)).toEqual({ id: 7, sync: 'poll' });
    stop();
  });

  it('never asks again for an order that is final on return', async () => {
    serverState = 'failed';
    $liveStatus.set('unavailable');
    const watch = createOrderWatch(7);
    const stop = watch.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads()).toHaveLength(1);
    expect(watch.$watch.get().order?.state).toBe('failed');
    stop();
  });

  it('keeps the state shown when a poll fails, and says why when the first read fails', async () => {
    $liveStatus.set('unavailable');
    const watch = createOrderWatch(7);
    const stop = watch.start();
    await vi.advanceTimersByTimeAsync(0);
    vi.mocked(api).mockRejectedValueOnce(new ApiError(0, 'network_error'));
    await vi.advanceTimersByTimeAsync(ORDER_POLL.everyMs);
    expect(watch.$watch.get()).toMatchObject({ status: 'ready', error: null });
    serverState = 'completed';
    await vi.advanceTimersByTimeAsync(ORDER_POLL.everyMs);
    expect(watch.$watch.get().order?.state).toBe('completed');

    vi.mocked(api).mockRejectedValue(new ApiError(404, 'not_found'));
    stop();
    const unknown = createOrderWatch(99);
    const stopUnknown = unknown.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(unknown.$watch.get()).toMatchObject({ status: 'error', error: 'errors.not_found' });
    expect(
      vi.mocked(api).mock.calls.filter(([, options]) => (options as { query: { id: number } }).query.id === 99),
    ).toHaveLength(1);
    stopUnknown();
  });

  it('stops listening and polling when the page is left', async () => {
    $liveStatus.set('unavailable');
    const watch = createOrderWatch(7);
    const stop = watch.start();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    emitLive({ type: 'payment', order_id: 7, state: 'completed' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads()).toHaveLength(1);
  });
});
