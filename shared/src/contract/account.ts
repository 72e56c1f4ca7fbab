import { z } from 'zod';
import { EmailSchema, PASSWORD_LENGTH } from './auth';
import { hasStrings } from './signup';
import { line, text } from './text';

/**
 * Activation, password reset, password change and mail change (the account screens). Messages are
 * translation keys (`errors.<key>`).
 */

/** A new password: the same rules as at sign-up. */
const NewPasswordSchema = text('errors.password_too_short')
  .min(PASSWORD_LENGTH.min, 'errors.password_too_short')
  .max(PASSWORD_LENGTH.max, 'errors.too_long');

const CurrentPasswordSchema = text('errors.password_required')
  .min(1, 'errors.password_required')
  .max(PASSWORD_LENGTH.max, 'errors.too_long');

/**
 * A token from a mail link (32 random bytes, base64url). Any string is taken: one the server does not
 * know answers `link_invalid`, like an expired or used one.
 */
export const AccountTokenSchema = line('errors.link_invalid').trim().max(128, 'errors.link_invalid');

/** The query of the mail links (activation, mail change, unsubscribe). */
export const TokenQuerySchema = z.object({ token: AccountTokenSchema });

/** POST /api/password-reset.php */
export const PasswordResetRequestSchema = z.object({ email: EmailSchema }).strict();
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** POST /api/password-reset-do.php: the new password, twice, and the token from the mail. */
export const PasswordResetDoSchema = z
  .object({ token: AccountTokenSchema, password: NewPasswordSchema, password_repeat: text() })
  .strict()
  .refine((body) => body.password === body.password_repeat, {
    path: ['password_repeat'],
    message: 'errors.passwords_mismatch',
    when: ({ value }) => hasStrings(value, 'password', 'password_repeat'),
  });
export type PasswordResetDo = z.infer<typeof PasswordResetDoSchema>;

/** PUT /api/password.php: the logged-in member changes the password. */
export const PasswordChangeSchema = z
  .object({
    old_password: CurrentPasswordSchema,
    new_password: NewPasswordSchema,
    new_password_repeat: text(),
  })
  .strict()
  .refine((body) => body.new_password === body.new_password_repeat, {
    path: ['new_password_repeat'],
    message: 'errors.passwords_mismatch',
    when: ({ value }) => hasStrings(value, 'new_password', 'new_password_repeat'),
  });
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/** POST /api/mail-change.php: the new address and the current password. */
export const MailChangeSchema = z.object({ new_email: EmailSchema, password: CurrentPasswordSchema }).strict();
export type MailChange = z.infer<typeof MailChangeSchema>;

/** Where the mail-link routes send the browser (spec section 2 routes). */
export const ACCOUNT_PAGES = {
  activateDone: '/activate/done',
  activateError: '/activate/error',
  mailChangeDone: '/mail-change/do?status=done',
  mailChangeError: '/mail-change/do?status=error',
  resetPassword: '/reset-password/do',
} as const;

/** DELETE /api/account.php: the current password and, optionally, why the member leaves. */
export const AccountDeleteSchema = z
  .object({
    password: CurrentPasswordSchema,
    reason: text().trim().max(1000, 'errors.too_long').optional(),
  })
  .strict();
export type AccountDelete = z.infer<typeof AccountDeleteSchema>;

/**
 * The answer of DELETE /api/account.php: until when the link of the reactivation mail works (ISO), and
 * a token that lets /account-deleted download the member's data without a session
 * (GET /api/account-export.php?token=…) until then.
 */
export const AccountDeleteResponseSchema = z.object({ reactivate_until: z.string(), export_token: z.string() });
export type AccountDeleteResponse = z.infer<typeof AccountDeleteResponseSchema>;

/** The query of GET /api/account-export.php: without a session, the export token of the deletion. */
export const AccountExportQuerySchema = z.object({ token: AccountTokenSchema.optional() });

/** PUT /api/account-pause.php: hide the profile (a pause) or show it again. */
export const AccountPauseSchema = z
  .object({
    hidden: z.boolean('errors.field_invalid'),
    /** With `hidden: true`: also no mail until the member shows the profile again (a pause). */
    mail: z.boolean('errors.field_invalid').optional(),
  })
  .strict();
export type AccountPause = z.infer<typeof AccountPauseSchema>;

/** POST /api/login-link.php: the token of the `/{token}` route. */
export const LoginLinkSchema = z.object({ token: AccountTokenSchema }).strict();

/** Where the reactivation link sends the browser. */
export const REACTIVATION_PAGES = {
  done: '/members',
  error: '/account-deleted?status=error',
} as const;

/**
 * POST /api/delete-discount.php: the company's delete discount (company info delete_discount, in
 * percent), offered on the deletion page as a reason to stay: a personal discount code for the next
 * credits order. 404 `not_found` when the company offers none.
 */
export const DeleteDiscountResponseSchema = z.object({
  code: z.string(),
  percentage: z.number().int().positive(),
  expires: z.string(),
});
export type DeleteDiscountResponse = z.infer<typeof DeleteDiscountResponseSchema>;
/** How long a delete-discount code stays valid. */
export const DELETE_DISCOUNT_VALID_DAYS = 7;
