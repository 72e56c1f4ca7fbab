import type { FastifyBaseLogger } from 'fastify';
import type { BusMessage, EventBus, Invalidation } from './event-bus';

/** Events that say a member's balance or user record changed: the caches of that member go (ADR 0032). */
const CHANGES_USER: ReadonlySet<string> = new Set(['credits', 'user']);

/**
 * The bus the app publishes on: after a publish, `published` runs in this process only (web push
 * goes out once, from the publisher, not from every subscriber). A failed publish is logged, not
 * thrown: the events are stored, and every socket reads missed seqs from the database. A `credits`
 * or `user` event first invalidates that member's cached session and user in every process.
 */
export function notifyingBus(
  bus: EventBus,
  published: (messages: BusMessage[]) => void,
  log: FastifyBaseLogger,
): EventBus {
  const invalidate = (invalidation: Invalidation) =>
    bus.invalidate(invalidation).catch((error: unknown) => log.warn({ err: error }, 'invalidation failed'));
  return {
    async publish(messages) {
      if (messages.length === 0) return;
      const changed = messages.filter((message) => CHANGES_USER.has(message.event.type));
      if (changed.length > 0) await invalidate({ userIds: [...new Set(changed.map((message) => message.userId))] });
      await bus.publish(messages).catch((error: unknown) => log.warn({ err: error }, 'live publish failed'));
      published(messages);
    },
    subscribe: (listener) => bus.subscribe(listener),
    invalidate,
    onInvalidate: (listener) => bus.onInvalidate(listener),
    close: () => bus.close(),
  };
}
