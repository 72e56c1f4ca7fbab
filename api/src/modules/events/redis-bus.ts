import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { BusMessage, EventBus, Invalidation } from './event-bus';

/** The one channel every server process publishes to and listens on. */
export const LIVE_CHANNEL = 'live:events';
/** Cache invalidations (ADR 0032), each tagged with the process that sent it. */
export const INVALIDATION_CHANNEL = 'live:invalidations';

/** Where the bus reports a Redis connection problem (ioredis reconnects by itself). */
type ErrorLog = (error: Error) => void;

/**
 * The bus across server processes: Redis pub/sub on one channel, one publisher and one subscriber
 * connection. One publish is one Redis message holding the JSON array of its BusMessages. A message
 * lost while Redis is away is not lost for the member: sockets read missed seqs from the database.
 * Invalidations go on their own channel; this process's listeners hear its own at once (and skip
 * the echo), and after the subscriber reconnected they hear `all`: what went by meanwhile is unknown.
 */
export async function createRedisBus(url: string, onError: ErrorLog = () => {}): Promise<EventBus> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, commandTimeout: 5_000 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const origin = randomUUID();
  const listeners = new Set<(message: BusMessage) => void>();
  const invalidationListeners = new Set<(invalidation: Invalidation) => void>();
  const invalidateHere = (invalidation: Invalidation) => {
    for (const listener of invalidationListeners) listener(invalidation);
  };
  const parse = <T>(text: string): T | null => {
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      onError(error as Error);
      return null;
    }
  };
  subscriber.on('message', (channel: string, text: string) => {
    if (channel === INVALIDATION_CHANNEL) {
      const sent = parse<{ origin: string; invalidation: Invalidation }>(text);
      if (sent && sent.origin !== origin) invalidateHere(sent.invalidation);
      return;
    }
    if (channel !== LIVE_CHANNEL) return;
    const messages = parse<BusMessage[]>(text);
    if (messages) for (const message of messages) for (const listener of listeners) listener(message);
  });
  await subscriber.subscribe(LIVE_CHANNEL, INVALIDATION_CHANNEL);
  // ioredis subscribes again after a reconnect; invalidations sent while it was away are lost.
  subscriber.on('ready', () => invalidateHere({ all: true }));
  return {
    async publish(messages) {
      if (messages.length > 0) await publisher.publish(LIVE_CHANNEL, JSON.stringify(messages));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async invalidate(invalidation) {
      invalidateHere(invalidation);
      await publisher.publish(INVALIDATION_CHANNEL, JSON.stringify({ origin, invalidation }));
    },
    onInvalidate(listener) {
      invalidationListeners.add(listener);
      return () => invalidationListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      invalidationListeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
