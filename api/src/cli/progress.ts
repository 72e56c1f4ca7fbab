/** How often a step that is still running says so. */
export const HEARTBEAT_MS = 5_000;

export interface StepOptions<T> {
  /** What the finished step did, e.g. "18 applied" or "330 members (330 new)". */
  summary?: (result: T) => string;
  /** Where a long step is, for its "still …" lines, e.g. "120 of 330". */
  status?: () => string;
  /** A line when the step begins too: for steps that take seconds (and may hold the thread meanwhile). */
  announce?: boolean;
}

/**
 * What `pnpm start` prints while it works: one line per finished step with its time, and a line every
 * few seconds while a step runs, so a first start never sits silent.
 */
export interface Progress {
  step<T>(label: string, run: () => Promise<T>, options?: StepOptions<T>): Promise<T>;
  note(line: string): void;
}

export interface ProgressOptions {
  write?: (line: string) => void;
  /** Milliseconds since the process started (performance.now() by default). */
  now?: () => number;
  heartbeatMs?: number;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Progress lines such as `[start 12.3 s] migrations: 18 applied (1.4 s)`. */
export function createProgress(options: ProgressOptions = {}): Progress {
  const write = options.write ?? ((line: string) => process.stdout.write(`${line}\n`));
  const now = options.now ?? (() => performance.now());
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const print = (line: string) => write(`[start ${seconds(now()).padStart(6)}] ${line}`);
  return {
    note: print,
    async step(label, run, { summary, status, announce } = {}) {
      const started = now();
      if (announce) print(`${label} …`);
      const timer = setInterval(() => {
        const where = status?.();
        print(`${label}: still working${where ? `, ${where}` : ''} (${seconds(now() - started)} so far)`);
      }, heartbeatMs);
      timer.unref();
      try {
        const result = await run();
        const what = summary?.(result);
        print(`${label}${what ? `: ${what}` : ''} (${seconds(now() - started)})`);
        return result;
      } catch (error) {
        print(`${label}: failed after ${seconds(now() - started)}`);
        throw error;
      } finally {
        clearInterval(timer);
      }
    },
  };
}

/** Progress that prints nothing (tests, benches, a quiet log level). */
export const silentProgress: Progress = {
  step: (_label, run) => run(),
  note: () => {},
};

/** Progress lines at the log levels that show the server's info lines; none at warn and quieter. */
export function progressFor(logLevel: string, options: ProgressOptions = {}): Progress {
  return ['info', 'debug', 'trace'].includes(logLevel) ? createProgress(options) : silentProgress;
}
