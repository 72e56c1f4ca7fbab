import { z } from 'zod';
import { line } from './text';
import { EmailSchema } from './auth';
import { QueryIdSchema } from './id';
import { OrderSchema } from './payments';

/**
 * Withdrawal from a purchase (issue 16, ADR 0027): EU law's "Withdraw from contract here" button for
 * every purchase still within its withdrawal period (`withdrawalDays(refund_days)` from completion).
 * The refund is the value of the purchase's credits that are not used yet (first in, first out), through
 * the provider's refund; those credits leave the balance in the same transaction.
 *
 * - `GET /api/withdrawal.php?order=N`: what a withdrawal of the order would do (`WithdrawalPreviewSchema`).
 * - `POST /api/withdrawal.php` `{order_id}` (Idempotency-Key required): "Confirm withdrawal"; 201
 *   `WithdrawalResponseSchema`, a receipt mail with what was withdrawn and when. 409
 *   `withdrawal_not_possible` when the preview says it is not eligible (nothing changes).
 * - `POST /api/withdrawal-request.php` `{email, order_number}`, without a session (the footer's link):
 *   always 202; when the email has that order, a mail with a login link (`/{token}`) to the order's
 *   page with the withdrawal form open. Limited like password-reset mails.
 */

const orderId = QueryIdSchema;

export const WithdrawalQuerySchema = z.object({ order: orderId }).strict();

/** Why an order cannot be withdrawn from (null: it can). */
export const WITHDRAWAL_REFUSALS = ['not_completed', 'period_over', 'withdrawn'] as const;
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number];

export const WithdrawalPreviewSchema = z.object({
  order: OrderSchema,
  refusal: z.enum(WITHDRAWAL_REFUSALS).nullable(),
  /** The end of the withdrawal period (completion + `withdrawalDays(refund_days)`); null before completion. */
  deadline: z.string().nullable(),
  /** The purchase's credits not used yet (first in, first out): what the withdrawal removes. */
  unused_credits: z.number().int().nonnegative(),
  /** Their value, minor units of the order's currency: what is refunded (never more than was paid). */
  refund_amount: z.number().int().nonnegative(),
  currency: z.string(),
});
export type WithdrawalPreview = z.infer<typeof WithdrawalPreviewSchema>;

export const WithdrawalSchema = z.object({ order_id: orderId }).strict();

export const WithdrawalResultSchema = z.object({
  order_id: z.number().int(),
  number: z.string(),
  credits_removed: z.number().int().nonnegative(),
  refund_amount: z.number().int().nonnegative(),
  currency: z.string(),
  withdrawn_at: z.string(),
  /** The provider's refund: `pending` until it reports the money on its way. */
  refund_status: z.enum(['pending', 'refunded', 'failed']),
});
export type WithdrawalResult = z.infer<typeof WithdrawalResultSchema>;
export const WithdrawalResponseSchema = z.object({ withdrawal: WithdrawalResultSchema });

/** The order number as receipts print it ("A-000042"); the leading letter and zeros may be left out. */
export const OrderNumberSchema = line()
  .trim()
  .regex(/^(?:A-?)?\d{1,9}$/i, 'errors.field_invalid')
  .transform((value) => Number(value.replace(/^A-?/i, '')));

export const WithdrawalRequestSchema = z.object({ email: EmailSchema, order_number: OrderNumberSchema }).strict();
