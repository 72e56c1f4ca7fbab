import { z } from 'zod';
import { line } from './text';
import { DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_CODE_STATUSES, DISCOUNT_CODE_VALIDITIES } from './discount-code-constants';

export { DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_CODE_STATUSES, DISCOUNT_CODE_VALIDITIES } from './discount-code-constants';

/** Discount code of spec section 3, as GET /api/discountcode.php answers it. */
export const DiscountCodeSchema = z.object({
  code: z.string(),
  /** Only for payments in this country; null: any. */
  country: z.string().nullable(),
  /** Only for this member; null: anyone. */
  user_id: z.number().int().nullable(),
  /** ISO time after which the code no longer works; null: no end. */
  expires: z.string().nullable(),
  value_percentage: z.number().int().min(1).max(100),
  /** The same as value_percentage (the spec names both). */
  percentage: z.number().int().min(1).max(100),
  /** Only for orders in this currency; null: any. */
  currency: z.string().nullable(),
  /** Least package price (minor units, in the code's currency, or any when it has none) the code applies to. */
  minimum_order_value: z.number().int().nonnegative(),
  status: z.enum(DISCOUNT_CODE_STATUSES),
  validity: z.enum(DISCOUNT_CODE_VALIDITIES),
  /** True once `expires` has passed. */
  expired: z.boolean(),
  /** Only with these payment methods; empty: any. */
  paymentmethods: z.array(z.string()),
});
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;

/** A code as typed: trimmed, upper case; too long or empty reads as unknown. */
export const DiscountCodeTextSchema = line()
  .trim()
  .min(1, 'errors.discount_code_not_found')
  .max(DISCOUNT_CODE_MAX_LENGTH, 'errors.discount_code_not_found')
  .transform((code) => code.toUpperCase());

/**
 * GET /api/discountcode.php?code=X (a member's code), or ?welcome=true (the welcome discount of a new
 * non-paying member). Errors: 404 discount_code_not_found, 409 discount_code_used, 410
 * discount_code_expired; the welcome variant's errors are ignored by the page (spec section 7).
 */
export const DiscountCodeQuerySchema = z
  .object({ code: DiscountCodeTextSchema.optional(), welcome: z.enum(['true']).optional() })
  .strict()
  .refine((query) => Boolean(query.code) !== Boolean(query.welcome), { message: 'errors.field_invalid' });
export const DiscountCodeResponseSchema = z.object({ discount_code: DiscountCodeSchema });
