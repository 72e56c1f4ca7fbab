import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ENTRY = path.join(import.meta.dirname, 'live-server-entry.ts');
const API_DIR = path.resolve(import.meta.dirname, '../..');

/** An API server in a child process. */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Ends it: SIGTERM (a clean shutdown) or SIGKILL (a crash); resolves when it has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Starts an API server process on the environment given (DATABASE_URL, REDIS_URL, ...) and a free port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // Node itself with tsx's loader, not the tsx command: a signal must reach the server, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: API_DIR,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server process did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server process exited (${code}):\n${output}`));
    });
  });
  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { url, child, stop };
}
