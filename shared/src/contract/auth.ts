import { z } from 'zod';
import { EMAIL_MAX_LENGTH, PASSWORD_LENGTH } from './profile-values';
import { line, text } from './text';

/**
 * Login, session-bound calls and their answers. Messages are translation keys (`errors.<key>`), so
 * the form and the server show the same text.
 */

/** Values of the client-type header (CLIENT_TYPE_HEADER): the website or the installed app. */
export const CLIENT_TYPES = ['web', 'app'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export { EMAIL_MAX_LENGTH, PASSWORD_LENGTH } from './profile-values';

/** An email address, trimmed; compared case-insensitively by the server. */
export const EmailSchema = line('errors.email_invalid')
  .trim()
  .min(1, 'errors.email_invalid')
  .max(EMAIL_MAX_LENGTH, 'errors.too_long')
  .regex(z.regexes.email, 'errors.email_invalid');

/** POST /api/user.php: the credentials. */
export const LoginSchema = z
  .object({
    email: EmailSchema,
    password: text('errors.password_required')
      .min(1, 'errors.password_required')
      .max(PASSWORD_LENGTH.max, 'errors.too_long'),
  })
  .strict();
export type Login = z.infer<typeof LoginSchema>;

const base64url = (max: number) =>
  z
    .string('errors.field_invalid')
    .min(8, 'errors.field_invalid')
    .max(max, 'errors.too_long')
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'errors.field_invalid');

/** A browser's PushSubscription.toJSON(): an https endpoint and its keys. */
export const PushSubscriptionSchema = z
  .object({
    endpoint: z.url({ protocol: /^https$/, error: 'errors.field_invalid' }).max(2048, 'errors.too_long'),
    expirationTime: z.number().nullish(),
    keys: z.object({ p256dh: base64url(256), auth: base64url(64) }).strict(),
  })
  .strict();
export type PushSubscriptionJson = z.infer<typeof PushSubscriptionSchema>;

/** POST /api/user.php?push=1 */
export const PushSubscriptionRequestSchema = z.object({ subscription: PushSubscriptionSchema }).strict();

/** GET /api/logout.php: `everywhere=1` ends every session of the member (all devices). */
export const LogoutQuerySchema = z.object({ everywhere: z.enum(['1'], 'errors.field_invalid').optional() });

export const OkResponseSchema = z.object({ ok: z.literal(true) });

/** The time bonus of spec sections 4 and 9, answered by GET /api/timebonus.php. */
export const TimeBonusSchema = z.object({
  code: z.string(),
  percentage: z.number().int().positive(),
  seconds_left: z.number().int().nonnegative(),
  expires_at: z.string(),
});
export type TimeBonus = z.infer<typeof TimeBonusSchema>;
export const TimeBonusResponseSchema = z.object({ time_bonus: TimeBonusSchema.nullable() });
