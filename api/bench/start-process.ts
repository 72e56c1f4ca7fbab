import { spawn } from 'node:child_process';
import net from 'node:net';

export interface StartRun {
  /** From the spawn until the first answer below 500 to `GET /`. */
  ms: number;
  /** What the process printed, each line with the milliseconds since the spawn. */
  lines: string[];
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    await response.arrayBuffer();
    return response.status < 500;
  } catch {
    return false;
  }
}

/**
 * Starts a process as a whole (its own process group), times it until `http://127.0.0.1:<port>/`
 * answers, lets it run on until it prints a line matching `settle` (its background work done), then
 * stops the group and waits for it to end.
 */
export async function timeStart(
  command: string,
  args: string[],
  options: {
    cwd: string;
    env?: Record<string, string | undefined>;
    port: number;
    settle?: RegExp;
    timeoutMs?: number;
  },
): Promise<StartRun> {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, PORT: String(options.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      pending += chunk;
      const parts = pending.split('\n');
      pending = parts.pop()!;
      for (const line of parts) lines.push(`${Math.round(performance.now() - started)} ms  ${line}`);
    });
  }
  let ended: number | null | undefined;
  void exited.then((code) => (ended = code));
  const deadline = started + (options.timeoutMs ?? 300_000);
  try {
    for (;;) {
      if (await answers(`http://127.0.0.1:${options.port}/`)) break;
      if (ended !== undefined) throw new Error(`${command} ended (${ended}) before answering:\n${lines.join('\n')}`);
      if (performance.now() > deadline) throw new Error(`${command} did not answer in time:\n${lines.join('\n')}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const ms = performance.now() - started;
    while (options.settle && ended === undefined && !lines.some((line) => options.settle!.test(line))) {
      if (performance.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return { ms, lines };
  } finally {
    if (ended === undefined) {
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  }
}
