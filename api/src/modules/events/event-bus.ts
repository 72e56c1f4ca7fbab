import type { LiveEvent } from '@app/shared/contract';

/**
 * What crosses the bus: an event for a member, with its seq when it is stored (null for typing).
 * Every server process receives every message and hands it to the sockets it holds for that member.
 */
export interface BusMessage {
  userId: number;
  seq: number | null;
  event: LiveEvent;
}

/**
 * Drop what the caches of members hold (ADR 0032): the members whose sessions, user row, profile,
 * photo, interests or balance changed, or `all` when a process may have missed invalidations.
 */
export type Invalidation = { userIds: number[] } | { all: true };

/**
 * The live-update fan-out (architecture section 4): in-process by default, Redis pub/sub when
 * REDIS_URL is set. Publish only after the transaction that stored the events has committed.
 */
export interface EventBus {
  publish(messages: BusMessage[]): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(listener: (message: BusMessage) => void): () => void;
  /**
   * Tells every process to drop what it cached: this process's listeners run before the call
   * returns, the others' when the bus delivers. Call it after the change has committed.
   */
  invalidate(invalidation: Invalidation): Promise<void>;
  /** Returns the unsubscribe function. */
  onInvalidate(listener: (invalidation: Invalidation) => void): () => void;
  close(): Promise<void>;
}

/** The bus of a single server process. */
export function createInProcessBus(): EventBus {
  const listeners = new Set<(message: BusMessage) => void>();
  const invalidationListeners = new Set<(invalidation: Invalidation) => void>();
  return {
    async publish(messages) {
      for (const message of messages) for (const listener of listeners) listener(message);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async invalidate(invalidation) {
      for (const listener of invalidationListeners) listener(invalidation);
    },
    onInvalidate(listener) {
      invalidationListeners.add(listener);
      return () => invalidationListeners.delete(listener);
    },
    async close() {
      listeners.clear();
      invalidationListeners.clear();
    },
  };
}
