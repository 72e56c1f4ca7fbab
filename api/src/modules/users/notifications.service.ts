import {
  applyNotificationsUpdate,
  mailIsOff,
  settingsFromDisabled,
  type NotificationsResponse,
  type NotificationsUpdate,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { findNotificationState, saveNotificationState } from './notifications.repository';
import type { MailDisabledReason } from '../auth';

function toResponse(state: {
  notifications_disabled: string[];
  mail_disabled_reason: MailDisabledReason | null;
}): NotificationsResponse {
  const mailEnabled = !mailIsOff(state.notifications_disabled);
  return {
    settings: settingsFromDisabled(state.notifications_disabled),
    mail_enabled: mailEnabled,
    // A reason only explains mail that is off.
    mail_disabled_reason: mailEnabled ? null : state.mail_disabled_reason,
  };
}

/** GET /api/notifications.php: the settings that users.notifications_disabled stands for. */
export async function loadNotifications(db: Db, userId: number): Promise<NotificationsResponse> {
  const state = await findNotificationState(db, userId);
  if (!state) throw new AppError('not_found');
  return toResponse(state);
}

/**
 * PUT /api/notifications.php: applies the update to notifications_disabled (the row locked, so two
 * updates at once both count). Turning mail on also clears why it was off (a spam complaint, a
 * bounce, a list-unsubscribe): the member asked for mail again. Answers the new state.
 */
export async function updateNotifications(
  db: Db,
  userId: number,
  update: NotificationsUpdate,
): Promise<NotificationsResponse> {
  return db.transaction().execute(async (trx) => {
    const state = await findNotificationState(trx, userId, true);
    if (!state) throw new AppError('not_found');
    const next = {
      notifications_disabled: applyNotificationsUpdate(state.notifications_disabled, update),
      mail_disabled_reason: update.mail_enabled === true ? null : state.mail_disabled_reason,
    };
    await saveNotificationState(trx, userId, next);
    return toResponse(next);
  });
}
