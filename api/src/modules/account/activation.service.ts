import type { Db } from '../../db/database';
import { recordEmailConfirmedConversion } from '../affiliates';
import { consumeAccountToken } from './account-token.service';
import { confirmUser } from './account-user.repository';

/** Uses an activation link: confirms the member. False when the link is invalid, used or expired. */
export async function activate(db: Db, token: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = await consumeAccountToken(trx, token, 'activation');
    if (!used) return false;
    await confirmUser(trx, used.user_id);
    await recordEmailConfirmedConversion(trx, used.user_id);
    return true;
  });
}
