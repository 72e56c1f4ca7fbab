import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createPushNotifier, type VapidKeys } from '../push';
import {
  createInProcessBus,
  createInProcessPresence,
  loadRedisTransport,
  notifyingBus,
  type EventBus,
} from '../events';

export interface LiveServicesOptions {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  vapidKeys: VapidKeys;
  /** A bus of the caller's (tests); else Redis pub/sub when REDIS_URL is set, else in-process. */
  bus?: EventBus;
}

/** The bus (unless the caller has one) and presence on Redis; its client (ioredis) loads only then. */
async function onRedis(url: string, onError: (error: Error) => void, bus?: EventBus) {
  const { createRedisBus, createRedisPresence } = await loadRedisTransport();
  return [bus ?? (await createRedisBus(url, onError)), createRedisPresence(url, { onError })] as const;
}

/**
 * The live-update parts of one server process: the bus (with web push on publish), presence (Redis
 * when REDIS_URL is set, so every process sees every socket) and the push notifier.
 */
export async function createLiveServices(options: LiveServicesOptions) {
  const { config, db, log } = options;
  const onRedisError = (error: Error) => log.warn({ err: error }, 'redis connection problem');
  const [transport, presence] = config.redisUrl
    ? await onRedis(config.redisUrl, onRedisError, options.bus)
    : [options.bus ?? createInProcessBus(), createInProcessPresence()];
  const push = createPushNotifier({ db, presence, vapidKeys: options.vapidKeys, publicUrl: config.publicUrl, log });
  const bus = notifyingBus(transport, push.notify, log);
  return {
    bus,
    presence,
    push,
    /** Waits for pushes under way, then closes the bus and presence. */
    async close(): Promise<void> {
      await push.idle();
      await bus.close();
      await presence.close();
    },
  };
}

export type LiveServices = Awaited<ReturnType<typeof createLiveServices>>;
