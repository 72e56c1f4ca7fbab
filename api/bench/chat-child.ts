import { spawn, type ChildProcess } from 'node:child_process';

/** A process of the chat bench (server or clients), spoken to over IPC one command at a time. */
export interface BenchChild {
  /** The next message the process sends (its `ready`, say). */
  next<T>(): Promise<T>;
  /** Sends a command and answers the process's reply to it. */
  request<T>(command: object): Promise<T>;
  /** Asks the process to close and waits until it has exited (killing it after 10 s). */
  stop(): Promise<void>;
}

/**
 * Starts `node [nodeArgs] script` with IPC, through bash so its open-file limit can be raised to the
 * hard limit first (10,000 sockets need more descriptors than the usual default of 1,024).
 */
export function startBenchChild(script: string, nodeArgs: string[] = [], env: NodeJS.ProcessEnv = {}): BenchChild {
  const child: ChildProcess = spawn(
    'bash',
    ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec "$0" "$@"', process.execPath, ...nodeArgs, script],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, ...env } },
  );
  const waiting: Array<{ resolve: (value: unknown) => void; reject: (error: Error) => void }> = [];
  let gone: Error | null = null;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.on('message', (message) => waiting.shift()?.resolve(message));
  child.once('exit', (code, signal) => {
    gone = new Error(`${script} exited (${code ?? signal})`);
    for (const waiter of waiting.splice(0)) waiter.reject(gone);
  });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      if (gone) reject(gone);
      else waiting.push({ resolve: resolve as never, reject });
    });
  return {
    next,
    request<T>(command: object) {
      const answer = next<T>();
      child.send(command);
      return answer;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.send({ type: 'close' });
      await exited;
      clearTimeout(timer);
    },
  };
}
