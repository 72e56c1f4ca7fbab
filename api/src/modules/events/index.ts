// The events module's public file: what other modules and the app use (issue 20). The Redis parts load
// only through the plugin, so that ioredis stays out of a process without REDIS_URL.
export { type BusMessage, type EventBus, type Invalidation } from './event-bus';
export { InvalidatedCache, type CacheLimits } from './invalidated-cache';
export { registerEvents, type EventsHub } from './events.plugin';
export { findLatestSeqs, findLiveEventsAfter, findOldestSeq, LiveOutbox } from './live-events.service';
export type { Presence } from './presence';
