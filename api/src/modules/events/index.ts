// The events module's public file: what other modules and the app use (issue 20). The Redis parts load
// only through `loadRedisTransport`, so that ioredis stays out of a process without REDIS_URL.
export { createInProcessBus, type BusMessage, type EventBus, type Invalidation } from './event-bus';
export {
  deleteLiveEventsBefore,
  findLatestSeqs,
  findLiveEventsAfter,
  findOldestSeq,
  LiveOutbox,
} from './live-events.service';
export { notifyingBus } from './notifying-bus';
export { createInProcessPresence, type Presence } from './presence';
export { loadRedisTransport } from './redis-transport';
