import fs from 'node:fs/promises';
import path from 'node:path';
import { lockRegistry, readRegistry, versionsInUse } from './registry-file';

/** A release published this recently is kept: it may be waiting for `pnpm campaign set`. */
export const PRUNE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Removes a remote's published versions that nothing uses any more: not live, not in the rollback
 * history, not pointed at by a campaign, and published more than a day ago. Gives what it removed (or,
 * with `dryRun`, would remove) and what it kept.
 */
export async function pruneRemote(
  site: string,
  pkg: string,
  { dryRun = false, now = Date.now() }: { dryRun?: boolean; now?: number } = {},
): Promise<{ removed: string[]; kept: string[] }> {
  const dir = path.join(site, 'remotes', pkg);
  const unlock = await lockRegistry(site);
  try {
    const inUse = versionsInUse(await readRegistry(site), pkg);
    const removed: string[] = [];
    const kept: string[] = [];
    // A folder being published is `<version>.<pid>.tmp`: left alone.
    for (const version of (await fs.readdir(dir).catch(() => [] as string[])).filter(
      (name) => !name.endsWith('.tmp'),
    )) {
      const stat = await fs.stat(path.join(dir, version, 'route-meta.json')).catch(() => null);
      const recent = !stat || now - stat.mtimeMs < PRUNE_GRACE_MS;
      if (inUse.has(version) || recent) kept.push(version);
      else removed.push(version);
    }
    if (!dryRun) for (const version of removed) await fs.rm(path.join(dir, version), { recursive: true, force: true });
    return { removed: removed.sort(), kept: kept.sort() };
  } finally {
    await unlock();
  }
}
