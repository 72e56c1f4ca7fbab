import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_FETCH_REFRESH_DELAY_MS } from '@app/shared/contract/constants';
import { refreshSoon } from './refresh-soon';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('refreshSoon', () => {
  it('is the 200 ms data-fetch refresh delay of spec section 9', () => {
    expect(DATA_FETCH_REFRESH_DELAY_MS).toBe(200);
  });

  it('refreshes once, DATA_FETCH_REFRESH_DELAY_MS after the first of several requests', () => {
    const refresh = vi.fn();
    const soon = refreshSoon(refresh);
    soon.request();
    vi.advanceTimersByTime(DATA_FETCH_REFRESH_DELAY_MS / 2);
    soon.request();
    soon.request();
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DATA_FETCH_REFRESH_DELAY_MS / 2 - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(DATA_FETCH_REFRESH_DELAY_MS * 5);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('waits again for a request after the refresh ran', () => {
    const refresh = vi.fn();
    const soon = refreshSoon(refresh, 50);
    soon.request();
    vi.advanceTimersByTime(50);
    soon.request();
    vi.advanceTimersByTime(49);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('drops a waiting refresh when cancelled', () => {
    const refresh = vi.fn();
    const soon = refreshSoon(refresh);
    soon.request();
    soon.cancel();
    vi.advanceTimersByTime(DATA_FETCH_REFRESH_DELAY_MS * 2);
    expect(refresh).not.toHaveBeenCalled();
    soon.request();
    vi.advanceTimersByTime(DATA_FETCH_REFRESH_DELAY_MS);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
