import fs from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './paths';

/**
 * The build's lock file: one per checkout, since every build of it writes the same `<package>/dist`
 * folders (and the site folder of its DATA_DIR) — two `pnpm start`, or a start and `pnpm build`.
 */
export const BUILD_LOCK = path.join(repoRoot, 'node_modules/.cache/site-build.lock');

export interface LockOptions {
  /** How often a waiting command looks again. */
  pollMs?: number;
  /** A lock this old is taken over even if its process seems alive (its pid used again). */
  staleMs?: number;
  /** Called once when the lock is held by another live process, with its pid. */
  onWait?: (holder: number) => void;
}

const POLL_MS = 200;
const STALE_MS = 30 * 60_000;
/** A lock file still empty this long after it was made belongs to a command that died making it. */
const EMPTY_STALE_MS = 5_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, run by another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock (as read) is left behind: its process ended, or it is too old to trust. */
async function isStale(file: string, text: string, staleMs: number): Promise<boolean> {
  const stat = await fs.stat(file).catch(() => null);
  if (!stat) return false;
  const age = Date.now() - stat.mtimeMs;
  const pid = Number.parseInt(text, 10);
  if (!Number.isInteger(pid) || pid <= 0) return age > EMPTY_STALE_MS;
  return !alive(pid) || age > staleMs;
}

/**
 * Removes a stale lock, and only that one: it is first renamed aside (atomic, so one waiter gets it),
 * then removed if it is still the file that was read; if another waiter's fresh lock was taken aside
 * instead, it is linked back in place.
 */
async function takeOver(file: string, seen: string): Promise<void> {
  const aside = `${file}.${process.pid}.stale`;
  try {
    await fs.rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const text = await fs.readFile(aside, 'utf8').catch(() => seen);
  if (text !== seen) await fs.link(aside, file).catch(() => {});
  await fs.rm(aside, { force: true });
}

/**
 * Runs `run` holding the lock file `file` (created with O_EXCL, holding the pid): a second command
 * waits until the first is done, then runs (and finds the first one's result); a lock whose process
 * ended is taken over. The lock is removed afterwards, only if it is still this command's.
 */
export async function withLock<T>(file: string, run: () => Promise<T>, options: LockOptions = {}): Promise<T> {
  const mine = `${process.pid}\n${Date.now()}-${Math.random().toString(36).slice(2)}\n`;
  let announced = false;
  await fs.mkdir(path.dirname(file), { recursive: true });
  for (;;) {
    try {
      await fs.writeFile(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = await fs.readFile(file, 'utf8').catch(() => null);
    if (text === null) continue;
    if (await isStale(file, text, options.staleMs ?? STALE_MS)) {
      await takeOver(file, text);
      continue;
    }
    const holder = Number.parseInt(text, 10);
    if (!announced && Number.isInteger(holder)) options.onWait?.(holder);
    announced = true;
    await new Promise((resolve) => setTimeout(resolve, options.pollMs ?? POLL_MS));
  }
  try {
    return await run();
  } finally {
    const text = await fs.readFile(file, 'utf8').catch(() => null);
    if (text === mine) await fs.rm(file, { force: true });
  }
}
