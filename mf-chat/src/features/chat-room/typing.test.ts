import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE, type Message } from '@app/shared/contract';
import { emitLive, setLiveSender } from '@app/shared/stores/live';
import { typingSender, watchTyping } from './typing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  setLiveSender(null);
});

describe('watchTyping', () => {
  it('shows the indicator on a typing event and hides it LIVE.typingVisibleMs after the last one', () => {
    const indicator = watchTyping(9, 2);
    emitLive({ type: 'typing', conversation: 9, profile_id: 2 });
    expect(indicator.$typing.get()).toBe(true);
    vi.advanceTimersByTime(LIVE.typingVisibleMs - 1000);
    emitLive({ type: 'typing', conversation: 9, profile_id: 2 });
    vi.advanceTimersByTime(LIVE.typingVisibleMs - 1);
    expect(indicator.$typing.get()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(indicator.$typing.get()).toBe(false);
    indicator.stop();
  });

  it('ignores other conversations and hides when their message arrives', () => {
    const indicator = watchTyping(9, 2);
    emitLive({ type: 'typing', conversation: 8, profile_id: 3 });
    expect(indicator.$typing.get()).toBe(false);
    emitLive({ type: 'typing', conversation: 9, profile_id: 2 });
    emitLive({ type: 'message', message: { conversation: 9, sender: 2 } as Message, chat: {} as never });
    expect(indicator.$typing.get()).toBe(false);
    indicator.stop();
  });
});

describe('typingSender', () => {
  it('sends a typing frame at most once per LIVE.typingThrottleMs', () => {
    const sent = vi.fn(() => true);
    setLiveSender(sent);
    const typed = typingSender(9);
    typed();
    typed();
    vi.advanceTimersByTime(LIVE.typingThrottleMs - 1);
    typed();
    expect(sent).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    typed();
    expect(sent).toHaveBeenCalledTimes(2);
    expect(sent).toHaveBeenLastCalledWith({ type: 'typing', conversation: 9 });
  });
});
