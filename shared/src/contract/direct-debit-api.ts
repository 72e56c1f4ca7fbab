import { z } from 'zod';
import { LANGUAGES } from './languages';

/**
 * The calls of direct debit (issue 16, ADR 0026). The spec names the form's fields (section 3) and
 * the error texts (section 8), not the calls: they are designed here and documented on the OpenAPI
 * page. The form's own rules are `directDebitFormSchema(country)` and `directDebitConfirmSchema(country)`
 * (`direct-debit.ts`): the same schema in the browser and on the server.
 *
 * - `GET /api/direct-debit.php[?country=XX]`: the member's standing (`DirectDebitStateSchema`).
 * - `POST /api/direct-debit.php[?country=XX]` with the form: checks every field and sends the SMS
 *   code to the phone (`SmsCodeSentSchema`); nothing else is stored.
 * - `POST /api/direct-debit-mandate.php[?country=XX]` with the form and `otp` (Idempotency-Key
 *   required): checks the code against the phone it was sent to and signs the mandate (201,
 *   `MandateResponseSchema`); an earlier active mandate is revoked in the same transaction.
 * - `DELETE /api/direct-debit-mandate.php`: revokes the active mandate (`MandateResponseSchema`).
 * - A purchase by direct debit is `POST /api/payment.php` with `payment_method: 'directdebit'`: it
 *   needs an active mandate (409 `direct_debit_mandate_required`), refuses a blocked member (403
 *   `direct_debit_blocked`) and a purchase over the rolling limit (422 `direct_debit_limit`), and
 *   answers the result page of the order as its `checkout_url` (no hosted page: the mandate is the
 *   member's signature).
 *
 * `country` is the site's country on a country site; the multi-country site takes the member's
 * payment country from the query (one whose methods include direct debit).
 */

export const DirectDebitCountryQuerySchema = z
  .object({
    country: z
      .string('errors.field_invalid')
      .regex(/^[A-Z]{2}$/, 'errors.field_invalid')
      .optional(),
  })
  .strict();

export const MANDATE_STATUSES = ['active', 'revoked'] as const;
export type MandateStatus = (typeof MANDATE_STATUSES)[number];

/** The creditor that a mandate authorises: the company, with its SEPA creditor identifier. */
export const CreditorSchema = z.object({
  name: z.string(),
  /** The SEPA creditor identifier (ISO 7064 check digits, "NL69ZZZ123456780000"). */
  creditor_id: z.string(),
  /** One line: street, postal code and city, country. */
  address: z.string(),
});
export type Creditor = z.infer<typeof CreditorSchema>;

/** A signed mandate, as the member sees it and as it was signed. */
export const MandateSchema = z.object({
  /** Unique mandate reference, SEPA character set, at most 35 characters. */
  reference: z.string(),
  status: z.enum(MANDATE_STATUSES),
  account_holder: z.string(),
  /** Electronic format (no spaces); pages show it grouped in fours (`formatIbanForDisplay`). */
  iban: z.string(),
  street: z.string(),
  house_number: z.string(),
  zip: z.string(),
  city: z.string(),
  /** E.164: the number the confirming SMS code went to. */
  phone: z.string(),
  /** The same number written for people ("+49 1512 3456789"): what pages show. */
  phone_display: z.string(),
  country: z.string(),
  creditor: CreditorSchema,
  /** The language the member signed in, and the signed text itself, word for word. */
  language: z.enum(LANGUAGES),
  text: z.string(),
  signed_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type Mandate = z.infer<typeof MandateSchema>;

/** What may still be debited: a rolling window, in minor units of the direct debit country's currency. */
export const DirectDebitLimitSchema = z.object({
  amount: z.number().int().positive(),
  /** Debited (or waiting to be) within the window. */
  used: z.number().int().nonnegative(),
  currency: z.string(),
  window_days: z.number().int().positive(),
  /** When the oldest debit in the window leaves it (more becomes available then); null when none. */
  frees_at: z.string().nullable(),
});
export type DirectDebitLimit = z.infer<typeof DirectDebitLimitSchema>;

/** GET /api/direct-debit.php: everything the /directdebit page shows. */
export const DirectDebitStateSchema = z.object({
  /** The country whose rules the form follows (postal code, phone) and whose currency the limit is in. */
  country: z.string(),
  /** The active mandate, or null. */
  mandate: MandateSchema.nullable(),
  /** A returned debit blocked the member for direct debit ("account blocked for direct debit"). */
  blocked: z.boolean(),
  limit: DirectDebitLimitSchema,
  creditor: CreditorSchema,
  /**
   * The mandate text the member signs by confirming, in the member's language, with the creditor
   * filled in; the reference is given at signing and the signed text stored word for word.
   */
  mandate_text: z.string(),
});
export type DirectDebitState = z.infer<typeof DirectDebitStateSchema>;

/** POST /api/direct-debit.php: the code is on its way to `phone`. */
export const SmsCodeSentSchema = z.object({
  /** E.164, as the form's schema normalized it. */
  phone: z.string(),
  /** The same number written for people ("+49 1512 3456789"): what the page shows. */
  phone_display: z.string(),
  expires_at: z.string(),
  /** Codes the member may still ask for within the hour. */
  codes_left: z.number().int().nonnegative(),
});
export type SmsCodeSent = z.infer<typeof SmsCodeSentSchema>;

export const MandateResponseSchema = z.object({ mandate: MandateSchema });
