import { fork } from 'node:child_process';
import path from 'node:path';

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface LoadOptions {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Each request from another loopback address, as from many clients (per-address rate limits). */
  manyClients?: boolean;
  connections: number;
  durationMs: number;
}

/**
 * A closed-loop load on loopback from a second process: `connections` requests in flight over
 * keep-alive connections, each sent as soon as the previous answer arrived, for `durationMs`.
 */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'load-process.mjs'), { stdio: 'inherit' });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load process exited with ${code}`));
    });
    child.send(options);
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
