import { z } from 'zod';
import { SPENDING_KINDS } from './withdrawal-constants';

/**
 * The member's own spending safety (issue 16, ADR 0027).
 *
 * - `GET /api/spending-limit.php`: the monthly limit, a raise waiting for its 24 hours, the
 *   "ask me before each paid message" switch, and what this calendar month's purchases used.
 * - `PUT /api/spending-limit.php` `SpendingLimitUpdateSchema`: lowering (or setting a first limit)
 *   takes effect at once, raising or removing it after `SPENDING_LIMIT_RAISE_DELAY_HOURS`.
 * - A purchase over the limit answers 422 `spending_limit` with `resets_at` (nothing stored).
 * - `GET /api/spending.php`: this month's spending from the ledger, by what the credits went on.
 *
 * Amounts are minor units of the limit's currency (the member's payment currency when set); only
 * purchases in that currency count towards it.
 *
 * "Bought this month" (`used` here, `credits_bought` of the month) counts each purchase with what the
 * member kept of it: a purchase withdrawn or refunded in full counts nothing, one refunded in part
 * its credits less those taken back and its price less the refund. The limit's check counts the same.
 */

export const SpendingLimitUpdateSchema = z
  .object({
    /** Minor units; null removes the limit. */
    amount: z
      .number('errors.field_invalid')
      .int('errors.field_invalid')
      .positive('errors.field_invalid')
      .max(100_000_00, 'errors.field_invalid')
      .nullable(),
    currency: z.string('errors.field_invalid').regex(/^[A-Z]{3}$/, 'errors.field_invalid'),
    ask_before_paid_message: z.boolean('errors.field_invalid'),
  })
  .strict();
export type SpendingLimitUpdate = z.infer<typeof SpendingLimitUpdateSchema>;

export const SpendingLimitSchema = z.object({
  /** The limit in effect now; null: none. */
  amount: z.number().int().positive().nullable(),
  currency: z.string().nullable(),
  /** A raise, a removal or a change of currency the member asked for, and when it takes effect. */
  pending: z
    .object({
      /** The waiting limit; null: the limit is removed. */
      amount: z.number().int().positive().nullable(),
      /** The waiting limit's currency (it may differ from `currency`); null with a removal. */
      currency: z.string().nullable(),
      effective_at: z.string(),
    })
    .nullable(),
  ask_before_paid_message: z.boolean(),
  /** Purchases of this calendar month in the limit's currency (stored, pending and paid), as kept. */
  used: z.number().int().nonnegative(),
  /** The first moment of next month, when `used` starts again at 0. */
  resets_at: z.string(),
});
export type SpendingLimit = z.infer<typeof SpendingLimitSchema>;
export const SpendingLimitResponseSchema = z.object({ spending_limit: SpendingLimitSchema });

/** GET /api/spending.php: this calendar month from the ledger. */
export const MonthSpendingSchema = z.object({
  since: z.string(),
  until: z.string(),
  kinds: z.array(
    z.object({
      kind: z.enum(SPENDING_KINDS),
      credits: z.number().int().nonnegative(),
      count: z.number().int().nonnegative(),
    }),
  ),
  /** Credits bought this month (completed purchases), less those taken back by a withdrawal or refund. */
  credits_bought: z.number().int().nonnegative(),
});
export type MonthSpending = z.infer<typeof MonthSpendingSchema>;
