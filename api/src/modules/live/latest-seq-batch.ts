import { BatchedReads, batchedReadsOf } from '../../db/batched-reads';
import type { Db } from '../../db/database';
import { findLatestSeqs } from '../events';

const reads = new WeakMap<object, BatchedReads<number, number>>();

/** The member's latest seq (0 when none), read together with other opening sockets' (BatchedReads). */
export async function latestSeqOf(db: Db, userId: number): Promise<number> {
  const batch = batchedReadsOf(
    reads,
    db,
    () =>
      new BatchedReads(async (userIds: number[]) => {
        const seqs = new Map<number, number>();
        for (const row of await findLatestSeqs(db, userIds)) seqs.set(row.user_id, Number(row.seq));
        return seqs;
      }),
  );
  return (await batch.read(userId)) ?? 0;
}
