import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_SLICES, startHeartbeatSlices } from './heartbeat-slices';

const PERIOD_MS = 30_000;
const TICK_MS = PERIOD_MS / HEARTBEAT_SLICES;

/** Starts the slices with a check that records each tick's members. */
function recordedSlices() {
  const ticks: number[][] = [];
  const slices = startHeartbeatSlices(
    PERIOD_MS,
    async (userIds) => {
      ticks.push(userIds);
    },
    () => {},
  );
  return { slices, ticks };
}

/** How many times each member was checked. */
function checksPerMember(ticks: number[][]) {
  const counts = new Map<number, number>();
  for (const userId of ticks.flat()) counts.set(userId, (counts.get(userId) ?? 0) + 1);
  return counts;
}

describe('the heartbeat in slices', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks every member once per period, never all of them in one tick', () => {
    const { slices, ticks } = recordedSlices();
    const members = Array.from({ length: 1_000 }, (_, index) => index + 1);
    for (const userId of members) slices.add(userId);
    vi.advanceTimersByTime(PERIOD_MS);
    const counts = checksPerMember(ticks);
    expect(counts.size).toBe(members.length);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(ticks).toHaveLength(HEARTBEAT_SLICES);
    expect(Math.max(...ticks.map((tick) => tick.length))).toBe(Math.ceil(members.length / HEARTBEAT_SLICES));
    // A second period checks each member again.
    vi.advanceTimersByTime(PERIOD_MS);
    expect([...checksPerMember(ticks).values()].every((count) => count === 2)).toBe(true);
    slices.stop();
  });

  it('stops checking a member that left, and puts a newcomer into the smallest slice', () => {
    const { slices, ticks } = recordedSlices();
    for (let userId = 1; userId <= HEARTBEAT_SLICES * 2; userId += 1) slices.add(userId);
    // Members 1 and 31 share the first slice; both leave, so it is the smallest.
    slices.remove(1);
    slices.remove(HEARTBEAT_SLICES + 1);
    slices.add(500);
    slices.add(500);
    vi.advanceTimersByTime(TICK_MS);
    expect(ticks).toEqual([[500]]);
    vi.advanceTimersByTime(PERIOD_MS - TICK_MS);
    const counts = checksPerMember(ticks);
    expect(counts.has(1)).toBe(false);
    expect(counts.get(500)).toBe(1);
    expect(counts.size).toBe(HEARTBEAT_SLICES * 2 - 1);
    slices.stop();
  });

  it('checks nothing after it stopped, and reports a failed check', async () => {
    const failures: unknown[] = [];
    const slices = startHeartbeatSlices(
      PERIOD_MS,
      () => Promise.reject(new Error('database gone')),
      (error) => failures.push(error),
    );
    slices.add(7);
    await vi.advanceTimersByTimeAsync(TICK_MS);
    expect(failures).toHaveLength(1);
    slices.stop();
    await vi.advanceTimersByTimeAsync(PERIOD_MS);
    expect(failures).toHaveLength(1);
  });
});
