import type { Db } from '../../db/database';
import { BatchedReads, batchedReadsOf } from '../../db/batched-reads';
import { findLiveSessionHashes, findLiveSessionMembers } from './session.repository';

/** The member of a live session: a session not expired, of an account not deleted, with a profile. */
export interface SessionMember {
  userId: number;
  profileId: number;
}

const reads = new WeakMap<object, BatchedReads<string, SessionMember>>();

/**
 * The member a session (by its token's hash) belongs to, for a caller outside a request (the socket
 * upgrade); null without a live session, for a deleted account, or without a profile. Sockets that
 * open together are read together (BatchedReads): a thousand take a few queries.
 */
export async function liveSessionMember(db: Db, tokenHash: string): Promise<SessionMember | null> {
  const batch = batchedReadsOf(
    reads,
    db,
    () =>
      new BatchedReads(async (tokenHashes: string[]) => {
        const rows = await findLiveSessionMembers(db, tokenHashes, new Date());
        return new Map(rows.map((row) => [row.token_hash, { userId: row.user_id, profileId: row.profile_id }]));
      }),
  );
  return (await batch.read(tokenHash)) ?? null;
}

/** Which of these session token hashes still name a live session (the sockets' periodic check). */
export function liveSessionHashes(db: Db, tokenHashes: string[], now = new Date()): Promise<Set<string>> {
  return findLiveSessionHashes(db, tokenHashes, now);
}
