import type { Db } from '../../db/database';
import { findLiveSessionHashes, findSessionUser } from './session.repository';

/** The member of a live session: a session not expired, of an account not deleted, with a profile. */
export interface SessionMember {
  userId: number;
  profileId: number;
}

/**
 * The member a session (by its token's hash) belongs to, for a caller outside a request (the socket
 * upgrade); null without a live session, for a deleted account, or without a profile.
 */
export async function liveSessionMember(db: Db, tokenHash: string, now = new Date()): Promise<SessionMember | null> {
  const found = await findSessionUser(db, tokenHash, now);
  if (!found || found.status === 'deleted' || !found.session_profile) return null;
  return { userId: found.id, profileId: found.session_profile.id };
}

/** Which of these session token hashes still name a live session (the sockets' periodic check). */
export function liveSessionHashes(db: Db, tokenHashes: string[], now = new Date()): Promise<Set<string>> {
  return findLiveSessionHashes(db, tokenHashes, now);
}
