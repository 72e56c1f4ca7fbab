/**
 * Which members have an open live socket anywhere: push goes only to members who are not connected.
 * Each process reports the members it holds sockets for; the store answers for all processes.
 */
export interface Presence {
  /** This process now holds a socket of the member (its first). */
  add(userId: number): Promise<void>;
  /** This process holds no socket of the member any more. */
  remove(userId: number): Promise<void>;
  /** Called every heartbeat with every member this process holds: keeps them present. */
  refresh(userIds: number[]): Promise<void>;
  /** Whether any process holds a socket of the member. */
  isOnline(userId: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Presence of a single server process. */
export function createInProcessPresence(): Presence {
  const online = new Set<number>();
  return {
    async add(userId) {
      online.add(userId);
    },
    async remove(userId) {
      online.delete(userId);
    },
    async refresh() {},
    async isOnline(userId) {
      return online.has(userId);
    },
    async close() {
      online.clear();
    },
  };
}
