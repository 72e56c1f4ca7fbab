// Zod-free on purpose: pages import these at render, and zod here would join every first visit (ADR 0019).

/** The channels and kinds of notifications_disabled entries (`<channel>_<kind>`, spec section 3). */
export const NOTIFICATION_CHANNELS = ['mail', 'push'] as const;
export const NOTIFICATION_KINDS = ['message', 'like', 'match', 'news'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** Why mail is off without the member choosing it in the settings (spec section 8). */
export const MAIL_DISABLED_REASONS = ['spam_complaint', 'bounce', 'list_unsubscribe'] as const;
export type MailDisabledReason = (typeof MAIL_DISABLED_REASONS)[number];
