import type { Db } from '../../db/database';
import { recordEmailConfirmedConversion } from '../affiliates';
import { normaliseEmail } from '../auth';
import { deleteUserTokens } from './account-token.repository';
import { consumeAccountToken } from './account-token.service';
import { confirmUser, updateEmail } from './account-user.repository';

/** PostgreSQL's unique_violation. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Uses a mail-change link (single use, 24 hours): the new address becomes the member's, and since it
 * was just proven, the account counts as confirmed. Reset links sent to the old address stop working.
 * False when the link is invalid, used or expired, or the address was taken meanwhile.
 */
export async function confirmMailChange(db: Db, token: string): Promise<boolean> {
  try {
    return await db.transaction().execute(async (trx) => {
      const used = await consumeAccountToken(trx, token, 'mail_change');
      if (!used?.new_email) return false;
      await updateEmail(trx, used.user_id, used.new_email, normaliseEmail(used.new_email));
      await confirmUser(trx, used.user_id);
      await recordEmailConfirmedConversion(trx, used.user_id);
      await deleteUserTokens(trx, used.user_id, 'password_reset');
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
