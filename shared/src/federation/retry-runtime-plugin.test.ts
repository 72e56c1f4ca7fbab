import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import retryRuntimePlugin, { RETRY, withRetries } from './retry-runtime-plugin';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Fails `failures` times, then answers. */
function flaky<T>(failures: number, answer: T) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`failure ${calls}`);
    return answer;
  });
}

describe('withRetries', () => {
  it(`tries again ${RETRY.times} times, ${RETRY.delayMs} ms apart, and gives what the first success gives`, async () => {
    const attempt = flaky(RETRY.times, 'entry');
    const beforeRetry = vi.fn();
    const result = withRetries(attempt, beforeRetry);
    await vi.advanceTimersByTimeAsync(RETRY.delayMs - 1);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY.delayMs * RETRY.times);
    await expect(result).resolves.toBe('entry');
    expect(attempt).toHaveBeenCalledTimes(RETRY.times + 1);
    expect(beforeRetry).toHaveBeenCalledTimes(RETRY.times);
  });

  it('gives up with the last error after the last try', async () => {
    const attempt = flaky(RETRY.times + 1, 'entry');
    const result = withRetries(attempt);
    const failed = expect(result).rejects.toThrow(`failure ${RETRY.times + 1}`);
    await vi.advanceTimersByTimeAsync(RETRY.delayMs * (RETRY.times + 1));
    await failed;
    expect(attempt).toHaveBeenCalledTimes(RETRY.times + 1);
  });
});

describe('the retry runtime plugin', () => {
  it("loads a remote's entry again after it failed, forgetting the failed load each time", async () => {
    const exports = { get: vi.fn(), init: vi.fn() };
    const getRemoteEntry = flaky(1, exports);
    const globalLoading: Record<string, unknown> = { key: Promise.reject(new Error('failed')).catch(() => {}) };
    const plugin = retryRuntimePlugin();
    const loaded = plugin.loadEntryError!({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'mf_chat' },
      remoteEntryExports: undefined,
      globalLoading,
      uniqueKey: 'key',
    } as never) as unknown as Promise<unknown>;
    expect(globalLoading.key).toBeUndefined();
    await vi.advanceTimersByTimeAsync(RETRY.delayMs);
    await expect(loaded).resolves.toBe(exports);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('asks a remote for an exposed module again when its chunk failed to load', async () => {
    const factory = () => ({});
    const get = flaky(2, factory);
    const plugin = retryRuntimePlugin();
    const module = plugin.getModuleFactory!({ remoteEntryExports: { get }, expose: './routes' } as never);
    await vi.advanceTimersByTimeAsync(RETRY.delayMs * 2);
    await expect(module).resolves.toBe(factory);
    expect(get).toHaveBeenCalledWith('./routes');
  });
});
