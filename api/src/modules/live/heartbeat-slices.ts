/** The heartbeat's period is cut into this many ticks; each member is checked in one of them (ADR 0043). */
export const HEARTBEAT_SLICES = 30;

/** Checks the members of one slice: pings their sockets, refreshes their presence, reads their seqs. */
export type SliceCheck = (userIds: number[]) => Promise<void>;

/**
 * The members of a process spread over HEARTBEAT_SLICES slices of the heartbeat's period (ADR 0043):
 * a member joins the smallest slice, and every `periodMs / HEARTBEAT_SLICES` one slice is checked, in
 * turn. So every member is checked once per period, as when the whole process was checked at once,
 * but no tick holds the event loop (and the database's connections) for every socket of the process:
 * at 1,000 sockets that was about 75 ms every 30 s, long enough to queue every send behind it.
 */
export function startHeartbeatSlices(periodMs: number, check: SliceCheck, onError: (error: unknown) => void) {
  const slices = Array.from({ length: HEARTBEAT_SLICES }, () => new Set<number>());
  const sliceOf = new Map<number, Set<number>>();
  let due = 0;
  const timer = setInterval(() => {
    const members = [...slices[due]!];
    due = (due + 1) % HEARTBEAT_SLICES;
    if (members.length > 0) check(members).catch(onError);
  }, periodMs / HEARTBEAT_SLICES);
  timer.unref();

  return {
    /** Puts a member (its first socket in this process) into the smallest slice. */
    add(userId: number): void {
      if (sliceOf.has(userId)) return;
      const smallest = slices.reduce((least, slice) => (slice.size < least.size ? slice : least));
      smallest.add(userId);
      sliceOf.set(userId, smallest);
    },
    /** Takes a member (its last socket in this process closed) out of its slice. */
    remove(userId: number): void {
      sliceOf.get(userId)?.delete(userId);
      sliceOf.delete(userId);
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
