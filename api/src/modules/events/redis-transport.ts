/**
 * The bus and presence on Redis (`redis-bus.ts`, `redis-presence.ts`), loaded only when called: their
 * client (ioredis) stays out of a process without REDIS_URL.
 */
export async function loadRedisTransport() {
  const [{ createRedisBus }, { createRedisPresence }] = await Promise.all([
    import('./redis-bus'),
    import('./redis-presence'),
  ]);
  return { createRedisBus, createRedisPresence };
}
