import { Redis } from 'ioredis';
import type { BusMessage, EventBus } from './event-bus';

/** The one channel every server process publishes to and listens on. */
export const LIVE_CHANNEL = 'live:events';

/** Where the bus reports a Redis connection problem (ioredis reconnects by itself). */
type ErrorLog = (error: Error) => void;

/**
 * The bus across server processes: Redis pub/sub on one channel, one publisher and one subscriber
 * connection. One publish is one Redis message holding the JSON array of its BusMessages. A message
 * lost while Redis is away is not lost for the member: sockets read missed seqs from the database.
 */
export async function createRedisBus(url: string, onError: ErrorLog = () => {}): Promise<EventBus> {
  const publisher = new Redis(url, { maxRetriesPerRequest: 2, commandTimeout: 5_000 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const listeners = new Set<(message: BusMessage) => void>();
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== LIVE_CHANNEL) return;
    let messages: BusMessage[];
    try {
      messages = JSON.parse(text) as BusMessage[];
    } catch (error) {
      onError(error as Error);
      return;
    }
    for (const message of messages) for (const listener of listeners) listener(message);
  });
  await subscriber.subscribe(LIVE_CHANNEL);
  return {
    async publish(messages) {
      if (messages.length > 0) await publisher.publish(LIVE_CHANNEL, JSON.stringify(messages));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
