import type { FastifyBaseLogger } from 'fastify';
import type { BusMessage, EventBus } from './event-bus';

/**
 * The bus the app publishes on: after a publish, `published` runs in this process only (web push
 * goes out once, from the publisher, not from every subscriber). A failed publish is logged, not
 * thrown: the events are stored, and every socket reads missed seqs from the database.
 */
export function notifyingBus(
  bus: EventBus,
  published: (messages: BusMessage[]) => void,
  log: FastifyBaseLogger,
): EventBus {
  return {
    async publish(messages) {
      if (messages.length === 0) return;
      await bus.publish(messages).catch((error: unknown) => log.warn({ err: error }, 'live publish failed'));
      published(messages);
    },
    subscribe: (listener) => bus.subscribe(listener),
    close: () => bus.close(),
  };
}
