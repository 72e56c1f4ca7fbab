import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@app/shared/contract';
import { USER_REFRESH } from '@app/shared/contract/constants';
import { $liveStatus } from '@app/shared/stores/live';
import { $push } from '@app/shared/stores/push';
import { $user } from '@app/shared/stores/user';
import { pollWhileLiveIsDown } from './fallback-poll';

const reload = vi.fn();
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  // The user store's own refresh runs on the same schedule: its requests never answer here.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  $user.set(null);
  $liveStatus.set('stopped');
  $push.set({ ...$push.get(), state: 'not_subscribed' });
  stop = pollWhileLiveIsDown(reload);
});

afterEach(() => {
  stop();
  reload.mockReset();
  $user.set(undefined);
  $liveStatus.set('stopped');
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const logIn = () => $user.set({ profile: { id: 7 } } as User);

describe('pollWhileLiveIsDown', () => {
  it('reloads chats and likes on the user refresh schedule while the socket is unavailable', () => {
    logIn();
    $liveStatus.set('unavailable');
    vi.advanceTimersByTime(USER_REFRESH.firstAfterMs - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(USER_REFRESH.everyMs);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('polls nothing while the socket is open, and polls again when it drops', () => {
    logIn();
    $liveStatus.set('open');
    vi.advanceTimersByTime(USER_REFRESH.firstAfterMs + 3 * USER_REFRESH.everyMs);
    expect(reload).not.toHaveBeenCalled();
    $liveStatus.set('connecting');
    vi.advanceTimersByTime(USER_REFRESH.everyMs);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('slows to the push interval when push is subscribed', () => {
    $push.set({ ...$push.get(), state: 'subscribed' });
    logIn();
    $liveStatus.set('unavailable');
    vi.advanceTimersByTime(USER_REFRESH.firstAfterMs + USER_REFRESH.everyMs);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(USER_REFRESH.everyWithPushMs - USER_REFRESH.everyMs);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('polls only while a member is logged in, once per login', () => {
    $liveStatus.set('unavailable');
    vi.advanceTimersByTime(USER_REFRESH.everyMs);
    expect(reload).not.toHaveBeenCalled();
    logIn();
    logIn();
    vi.advanceTimersByTime(USER_REFRESH.firstAfterMs);
    expect(reload).toHaveBeenCalledTimes(1);
    $user.set(null);
    vi.advanceTimersByTime(10 * USER_REFRESH.everyMs);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
