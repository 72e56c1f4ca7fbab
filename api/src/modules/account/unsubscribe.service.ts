import type { Db } from '../../db/database';
import { unsubscribeTokenUser } from './account-token.service';
import { disableMail } from './account-user.repository';

/**
 * One-click unsubscribe: mail off for the token's member. Answers the member's language, or null for
 * an unknown token.
 */
export async function unsubscribe(db: Db, token: string): Promise<{ language: string } | null> {
  const userId = await unsubscribeTokenUser(db, token);
  if (userId === undefined) return null;
  return (await disableMail(db, userId)) ?? null;
}
