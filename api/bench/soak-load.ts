import type { SoakMember } from './soak-http';
import { pickAction, type ActionName } from './soak-members';
import type { ApiProcess } from './soak-servers';
import type { KillWindow } from './soak-report';

/** After a restarted process answers, requests this long after still count as in the kill window. */
const SETTLE_MS = 5_000;
const TICK_MS = 10;

export interface LoadOptions {
  members: SoakMember[];
  act: (member: SoakMember, action: ActionName) => Promise<void>;
  random: () => number;
  durationMs: number;
  /** Actions started per second (open loop: due at start + n / rate, whatever the answers). */
  rate: number;
  /** Actions running at once at most; a due action beyond it is skipped and counted. */
  maxInFlight: number;
  apis: ApiProcess[];
  /** When to SIGKILL an API process, as fractions of the duration; the i-th kill hits apis[i % apis.length]. */
  killsAt: number[];
}

export interface LoadResult {
  started: number;
  skipped: number;
  windows: KillWindow[];
  /** Per kill: which process, and how long its restart took until it answered. */
  kills: Array<{ port: number; restartMs: number }>;
  /** Resolves once every action started has finished (retries by key included). */
  drained: Promise<void>;
}

/** SIGKILLs one API process, restarts it on the same port, and answers the window around it. */
async function killAndRestart(api: ApiProcess) {
  const from = Date.now();
  await api.stop('SIGKILL');
  const restartMs = await api.start();
  return { window: { from, to: Date.now() + SETTLE_MS }, kill: { port: api.port, restartMs } };
}

/**
 * Runs the members' actions at a fixed rate for the duration, picking member and action by the seeded
 * random numbers, and kills API processes at the given moments. Resolves when the duration is over;
 * the actions still running (a send retried by key) finish in `drained`.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { members, random, rate, durationMs } = options;
  const running = new Set<Promise<void>>();
  const result: LoadResult = { started: 0, skipped: 0, windows: [], kills: [], drained: Promise.resolve() };
  let killing: Promise<void> | null = null;
  const start = performance.now();
  const kills = options.killsAt.map((fraction, index) => ({ at: start + fraction * durationMs, index, done: false }));
  const total = Math.round((rate * durationMs) / 1000);
  let next = 0;

  const fire = () => {
    const member = members[Math.floor(random() * members.length)]!;
    const action = pickAction(random);
    if (running.size >= options.maxInFlight) return void (result.skipped += 1);
    result.started += 1;
    const job: Promise<void> = options
      .act(member, action)
      .catch((error: unknown) => console.error(`action ${action} of member ${member.index} threw:`, error))
      .finally(() => running.delete(job));
    running.add(job);
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // One kill at a time: the next waits until the last restarted process answers again.
      const kill = kills.find((candidate) => !candidate.done);
      if (kill && now >= kill.at && !killing) {
        kill.done = true;
        const api = options.apis[kill.index % options.apis.length]!;
        killing = killAndRestart(api).then(({ window, kill: done }) => {
          result.windows.push(window);
          result.kills.push(done);
          killing = null;
        });
      }
      while (next < total && start + (next * 1000) / rate <= now) {
        fire();
        next += 1;
      }
      if (next < total) setTimeout(tick, TICK_MS);
      else resolve();
    };
    tick();
  });
  await killing;
  result.drained = (async () => {
    while (running.size > 0) await Promise.allSettled(running);
  })();
  return result;
}
