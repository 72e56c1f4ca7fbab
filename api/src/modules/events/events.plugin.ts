import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createInProcessBus, type BusMessage, type EventBus } from './event-bus';
import { startLiveEventCleanup } from './live-event-cleanup';
import { notifyingBus } from './notifying-bus';
import { createInProcessPresence, type Presence } from './presence';
import { loadRedisTransport } from './redis-transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live-update fan-out: publish a LiveOutbox here after its transaction commits. */
    liveBus: EventBus;
    /** Which members hold an open live socket in any process. */
    presence: Presence;
  }
}

export interface EventsOptions {
  config: Config;
  db: Db;
  /** A bus of the caller's (tests); else Redis pub/sub when REDIS_URL is set, else in-process. */
  bus?: EventBus;
}

/** What the events plugin hands to the modules registered after it. */
export interface EventsHub {
  /** Runs `listener` after every publish, in the publishing process only (web push). */
  onPublished(listener: (messages: BusMessage[]) => void): void;
}

/** The bus (unless the caller has one) and presence on Redis; its client (ioredis) loads only then. */
async function onRedis(url: string, onError: (error: Error) => void, bus?: EventBus) {
  const { createRedisBus, createRedisPresence } = await loadRedisTransport();
  return [bus ?? (await createRedisBus(url, onError)), createRedisPresence(url, { onError })] as const;
}

/**
 * The events module as a plugin: decorates `app.liveBus` (Redis pub/sub when REDIS_URL is set, so every
 * process hears every event, else in-process) and `app.presence`, deletes stored events past their
 * retention every hour, and closes the bus and presence when the app closes. Registered before every
 * module that publishes; listeners added with `onPublished` (web push) run after each publish.
 */
export async function registerEvents(app: FastifyInstance, { config, db, bus }: EventsOptions): Promise<EventsHub> {
  const onRedisError = (error: Error) => app.log.warn({ err: error }, 'redis connection problem');
  const [transport, presence] = config.redisUrl
    ? await onRedis(config.redisUrl, onRedisError, bus)
    : [bus ?? createInProcessBus(), createInProcessPresence()];
  const listeners: Array<(messages: BusMessage[]) => void> = [];
  const published = (messages: BusMessage[]) => {
    for (const listener of listeners) listener(messages);
  };
  const liveBus = notifyingBus(transport, published, app.log);
  app.decorate('liveBus', liveBus);
  app.decorate('presence', presence);

  let stopCleanup: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopCleanup = startLiveEventCleanup(db, app.log);
  });
  // Added first, so it runs last of the onClose hooks (Fastify runs them in reverse): after push is idle.
  app.addHook('onClose', async () => {
    await stopCleanup?.();
    await liveBus.close();
    await presence.close();
  });
  return { onPublished: (listener) => void listeners.push(listener) };
}
