import type { Db } from '../../db/database';
import { findLatestSeqs } from '../events';

type Waiter = { resolve: (seq: number) => void; reject: (error: unknown) => void };

/**
 * The members' latest seqs for sockets opening at the same time, one query per batch (ADR 0033): the
 * first ask is read at once, and the asks that come while a read runs are read together after it,
 * so a lone socket waits no longer and a thousand opening sockets take a few queries, not a thousand.
 */
class LatestSeqBatch {
  private waiting = new Map<number, Waiter[]>();
  private reading = false;

  constructor(private readonly db: Db) {}

  latest(userId: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const waiters = this.waiting.get(userId) ?? [];
      waiters.push({ resolve, reject });
      this.waiting.set(userId, waiters);
      if (!this.reading) void this.read();
    });
  }

  private async read(): Promise<void> {
    this.reading = true;
    while (this.waiting.size > 0) {
      const batch = this.waiting;
      this.waiting = new Map();
      try {
        const seqs = new Map<number, number>();
        for (const row of await findLatestSeqs(this.db, [...batch.keys()])) seqs.set(row.user_id, Number(row.seq));
        for (const [userId, waiters] of batch) for (const waiter of waiters) waiter.resolve(seqs.get(userId) ?? 0);
      } catch (error) {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      }
    }
    this.reading = false;
  }
}

const batches = new WeakMap<Db, LatestSeqBatch>();

/** The member's latest seq (0 when none), read together with other sockets' (see LatestSeqBatch). */
export function latestSeqOf(db: Db, userId: number): Promise<number> {
  let batch = batches.get(db);
  if (!batch) batches.set(db, (batch = new LatestSeqBatch(db)));
  return batch.latest(userId);
}
