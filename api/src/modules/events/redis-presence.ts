import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Presence } from './presence';

/** A process's entries count this long after their last refresh; a killed process's members then go offline. */
export const PRESENCE_TTL_MS = 60_000;

const keyOf = (userId: number) => `live:presence:${userId}`;

/**
 * Presence across processes in Redis: a hash per member, one field per process holding sockets of
 * the member, valued with the moment the entry runs out. Every heartbeat a process pushes its
 * members' moments on; a process that dies (SIGKILL) stops doing so, and its entries lapse within
 * `ttlMs`. The hash itself expires too, so nothing is left behind.
 */
export function createRedisPresence(
  url: string,
  options: { ttlMs?: number; onError?: (error: Error) => void } = {},
): Presence {
  const ttlMs = options.ttlMs ?? PRESENCE_TTL_MS;
  const processId = randomUUID();
  const redis = new Redis(url, { maxRetriesPerRequest: 2, commandTimeout: 5_000 });
  redis.on('error', options.onError ?? (() => {}));
  const held = new Set<number>();

  const mark = (userIds: number[]) => {
    if (userIds.length === 0) return Promise.resolve();
    const until = String(Date.now() + ttlMs);
    const batch = redis.multi();
    for (const userId of userIds) batch.hset(keyOf(userId), processId, until).pexpire(keyOf(userId), ttlMs);
    return batch.exec().then(() => undefined);
  };

  return {
    async add(userId) {
      held.add(userId);
      await mark([userId]);
    },
    async remove(userId) {
      held.delete(userId);
      await redis.hdel(keyOf(userId), processId);
    },
    async refresh(userIds) {
      await mark(userIds);
    },
    async isOnline(userId) {
      const until = await redis.hvals(keyOf(userId));
      const now = Date.now();
      return until.some((value) => Number(value) > now);
    },
    async close() {
      const batch = redis.multi();
      for (const userId of held) batch.hdel(keyOf(userId), processId);
      held.clear();
      await batch.exec().catch(() => undefined);
      await redis.quit().catch(() => undefined);
    },
  };
}
