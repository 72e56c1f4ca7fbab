import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { periodicRun } from './periodic-run';

const log = { error: vi.fn() } as unknown as FastifyBaseLogger;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('periodicRun', () => {
  it('runs at start, then the interval after each run ends, and not after stop', async () => {
    const tick = vi.fn(async () => undefined);
    const worker = periodicRun(tick, { intervalMs: 1000, log, failure: 'run failed' });
    worker.start();
    worker.start();
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(tick).toHaveBeenCalledTimes(2);
    await worker.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run and still runs the next one', async () => {
    const tick = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const worker = periodicRun(tick, { intervalMs: 500, log, failure: 'run failed' });
    worker.start();
    await vi.advanceTimersByTimeAsync(500);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'run failed');
    expect(tick).toHaveBeenCalledTimes(2);
    await worker.stop();
  });
});
