import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const API_DIR = path.resolve(import.meta.dirname, '..');
/** The real server's entry, as `pnpm dev` runs it (`pnpm start` adds only the site build before it). */
const ENTRY = path.join(API_DIR, 'src/server.ts');
const READY_TIMEOUT_MS = 120_000;

/** One API process of the soak: always on the same port, so the proxy finds it again after a restart. */
export interface ApiProcess {
  port: number;
  logFile: string;
  /** Starts it and resolves once it answers HTTP; answers the milliseconds that took. */
  start: () => Promise<number>;
  /** SIGKILL (a crash) or SIGTERM (a clean stop); resolves once it has exited. */
  stop: (signal: NodeJS.Signals) => Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once something answers HTTP on the port (any status: the app listens only once it is built). */
async function untilAnswering(port: number, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`API process on ${port} exited (${child.exitCode ?? child.signalCode}); see ${logFile}`);
    }
    const answered = await fetch(`http://127.0.0.1:${port}/api/companyinfo.php`).then(
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    );
    if (answered) return;
    await pause(100);
  }
  throw new Error(`API process on ${port} did not answer within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

/**
 * The real server (src/server.ts, node with tsx's loader and no wrapper, so a signal reaches it) on
 * `port` with `env`; stdout and stderr (pino's JSON lines) appended to `logFile` across restarts.
 */
export function apiProcess(port: number, env: Record<string, string>, logFile: string): ApiProcess {
  let child: ChildProcess | null = null;
  return {
    port,
    logFile,
    async start() {
      const started = performance.now();
      const out = fs.openSync(logFile, 'a');
      child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
        cwd: API_DIR,
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', out, out],
      });
      fs.closeSync(out);
      await untilAnswering(port, child, logFile);
      return performance.now() - started;
    },
    stop(signal) {
      const running = child;
      return new Promise<void>((resolve) => {
        if (!running || running.exitCode !== null || running.signalCode !== null) return resolve();
        running.once('exit', () => resolve());
        running.kill(signal);
      });
    },
  };
}

/** Error-level lines (pino level ≥ 50) of a log file, for the report: the count and the first few. */
export function errorLines(logFile: string, keep = 5): { count: number; first: string[] } {
  const text = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
  const lines = text.split('\n').filter((line) => /"level":(5\d|60)\b/.test(line));
  return { count: lines.length, first: lines.slice(0, keep).map((line) => line.slice(0, 1200)) };
}
