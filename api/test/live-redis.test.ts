import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusMessage, EventBus } from '../src/modules/events/event-bus';
import { createRedisBus } from '../src/modules/events/redis-bus';
import { createRedisPresence } from '../src/modules/events/redis-presence';
import { findRedisServer, startRedis, type RedisServer } from './support/redis-server';

const redisBinary = findRedisServer();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!redisBinary)('the Redis bus and presence', () => {
  let redis: RedisServer;
  beforeAll(async () => {
    redis = await startRedis(redisBinary!);
  });
  afterAll(async () => {
    await redis?.stop();
  });

  it('hands every message published by one process to the listeners of every process, in order', async () => {
    const [one, two]: [EventBus, EventBus] = await Promise.all([createRedisBus(redis.url), createRedisBus(redis.url)]);
    const heard: Record<string, BusMessage[]> = { one: [], two: [] };
    one.subscribe((message) => heard.one!.push(message));
    two.subscribe((message) => heard.two!.push(message));
    const messages: BusMessage[] = [
      { userId: 1, seq: 5, event: { type: 'credits', credits: 3 } },
      { userId: 2, seq: null, event: { type: 'typing', conversation: 9, profile_id: 4 } },
    ];
    await one.publish(messages);
    await two.publish([{ userId: 1, seq: 6, event: { type: 'user' } }]);
    for (let wait = 0; wait < 50 && heard.two!.length < 3; wait++) await pause(20);
    const expected = [...messages, { userId: 1, seq: 6, event: { type: 'user' } }];
    expect(heard.one).toEqual(expected);
    expect(heard.two).toEqual(expected);
    await Promise.all([one.close(), two.close()]);
  });

  it('counts a member online while a process holds them, and offline soon after that process died', async () => {
    const ttlMs = 400;
    const living = createRedisPresence(redis.url, { ttlMs });
    const dying = createRedisPresence(redis.url, { ttlMs });
    const observer = createRedisPresence(redis.url, { ttlMs });
    await living.add(1);
    await dying.add(2);
    await dying.add(1);
    expect(await observer.isOnline(1)).toBe(true);
    expect(await observer.isOnline(2)).toBe(true);
    expect(await observer.isOnline(3)).toBe(false);
    // `living` keeps refreshing its members each heartbeat; `dying` stops as a SIGKILLed process would.
    for (let beat = 0; beat < 4; beat++) {
      await pause(ttlMs / 2);
      await living.refresh([1]);
    }
    expect(await observer.isOnline(1)).toBe(true);
    expect(await observer.isOnline(2)).toBe(false);
    // A member's last socket in a process closed: offline at once.
    await living.remove(1);
    expect(await observer.isOnline(1)).toBe(false);
    // A clean shutdown takes its members along.
    await living.add(4);
    await living.close();
    expect(await observer.isOnline(4)).toBe(false);
    await Promise.all([dying.close(), observer.close()]);
  });
});
