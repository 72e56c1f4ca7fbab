import { z } from 'zod';
import { MAIL_OFF } from './mail-off';
import {
  MAIL_DISABLED_REASONS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from './notification-kinds';

/**
 * Notification settings (/notifications): GET and PUT /api/notifications.php. The user's
 * notifications_disabled list (spec section 3) holds `mail` when all mail is off (with the reason in
 * mail_disabled_reason) and `<channel>_<kind>` for each kind the member turned off.
 */
export {
  MAIL_DISABLED_REASONS,
  type MailDisabledReason,
  type NotificationChannel,
  type NotificationKind,
} from './notification-kinds';
export { mailIsOff } from './mail-off';

const kindFlags = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean('errors.field_invalid')])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
);

export const NotificationSettingsSchema = z.object({ mail: kindFlags, push: kindFlags });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const NotificationsResponseSchema = z.object({
  settings: NotificationSettingsSchema,
  /** False when all mail is off: by a spam complaint, a bounce, a list-unsubscribe or the member. */
  mail_enabled: z.boolean(),
  mail_disabled_reason: z.enum(MAIL_DISABLED_REASONS).nullable(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponseSchema>;

/** PUT /api/notifications.php: any subset; `mail_enabled: true` turns mail on again and clears the reason. */
export const NotificationsUpdateSchema = z
  .object({
    mail_enabled: z.boolean('errors.field_invalid'),
    mail: kindFlags.partial().strict(),
    push: kindFlags.partial().strict(),
  })
  .partial()
  .strict();
export type NotificationsUpdate = z.infer<typeof NotificationsUpdateSchema>;

export function disabledKey(channel: NotificationChannel, kind: NotificationKind): string {
  return `${channel}_${kind}`;
}

/** The settings a notifications_disabled list stands for. */
export function settingsFromDisabled(disabled: readonly string[]): NotificationSettings {
  const flags = (channel: NotificationChannel) =>
    Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, !disabled.includes(disabledKey(channel, kind))]),
    ) as Record<NotificationKind, boolean>;
  return { mail: flags('mail'), push: flags('push') };
}

/** The notifications_disabled list after an update (unknown entries are kept). */
export function applyNotificationsUpdate(disabled: readonly string[], update: NotificationsUpdate): string[] {
  const next = new Set(disabled);
  for (const channel of NOTIFICATION_CHANNELS) {
    for (const [kind, on] of Object.entries(update[channel] ?? {})) {
      const key = disabledKey(channel, kind as NotificationKind);
      if (on) next.delete(key);
      else next.add(key);
    }
  }
  if (update.mail_enabled === true) next.delete(MAIL_OFF);
  if (update.mail_enabled === false) next.add(MAIL_OFF);
  return [...next];
}
