import type { Db } from '../../db/database';
import { jsonb } from '../../db/jsonb';
import type { MailDisabledReason } from '../auth';

/** The member's notification state, the row locked until the transaction ends when `lock` is set. */
export function findNotificationState(db: Db, userId: number, lock = false) {
  let query = db
    .selectFrom('users')
    .select(['notifications_disabled', 'mail_disabled_reason'])
    .where('id', '=', userId);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export function saveNotificationState(
  db: Db,
  userId: number,
  state: { notifications_disabled: string[]; mail_disabled_reason: MailDisabledReason | null },
) {
  return db
    .updateTable('users')
    .set({
      notifications_disabled: jsonb(state.notifications_disabled),
      mail_disabled_reason: state.mail_disabled_reason,
    })
    .where('id', '=', userId)
    .execute();
}
