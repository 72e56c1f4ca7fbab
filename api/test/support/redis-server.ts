import { execFileSync, spawn } from 'node:child_process';
import net from 'node:net';

/** A throwaway Redis: its URL and how to stop it. */
export interface RedisServer {
  url: string;
  stop: () => Promise<void>;
}

/** The redis-server binary (REDIS_SERVER_BIN, else the PATH), or null when it is not installed. */
export function findRedisServer(): string | null {
  if (process.env.REDIS_SERVER_BIN) return process.env.REDIS_SERVER_BIN;
  try {
    return execFileSync('which', ['redis-server'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

/** Starts redis-server on a free loopback port without persistence; resolves once it accepts connections. */
export async function startRedis(binary: string): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited (${code}):\n${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
