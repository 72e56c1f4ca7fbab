import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicRun {
  /** Runs now and every `intervalMs` after the run before ends. */
  start(): void;
  /** Stops the runs; waits for one under way. */
  stop(): Promise<void>;
}

/**
 * The schedule of a background worker (withdrawal refunds, affiliate postbacks, the cleanup of unsent
 * chat photos): `tick` runs at `start`, then `intervalMs` after each run ends, never two at once; a
 * failed run is logged with `failure` and the next one still comes. The timer does not keep the
 * process alive.
 */
export function periodicRun(
  tick: () => Promise<unknown>,
  options: { intervalMs: number; log: FastifyBaseLogger; failure: string },
): PeriodicRun {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let started = false;

  const run = () => {
    timer = null;
    running = tick()
      .catch((error: unknown) => options.log.error({ err: error }, options.failure))
      .finally(() => {
        if (started) {
          timer = setTimeout(run, options.intervalMs);
          timer.unref();
        }
      });
  };

  return {
    start(): void {
      if (started) return;
      started = true;
      run();
    },
    async stop(): Promise<void> {
      started = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
