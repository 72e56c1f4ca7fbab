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
  /** Instead of `body` until `durationMs`: each of these bodies once (durationMs is ignored). */
  bodies?: string[];
  /** The bodies' content type; JSON by default. */
  contentType?: string;
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

/** The median of each figure over several runs of the same load. */
export function medianResult(results: LoadResult[]): LoadResult {
  const pick = (key: keyof LoadResult) => median(results.map((result) => result[key]));
  return {
    requests: pick('requests'),
    errors: pick('errors'),
    seconds: pick('seconds'),
    perSecond: pick('perSecond'),
    p50Ms: pick('p50Ms'),
    p99Ms: pick('p99Ms'),
  };
}
