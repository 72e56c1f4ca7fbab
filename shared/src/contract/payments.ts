import { z } from 'zod';
import { RETURN_PATH_MAX_LENGTH, RETURN_PATH_PATTERN } from './return-path';
import { DiscountCodeTextSchema } from './discount-codes';
import { INT4_MAX, QueryIdSchema } from './id';
import { PAYMENT_METHOD_IDS } from './payment-methods';
import { PAYMENT_SOURCES, PAYMENT_STATES } from './payment-states';
import { line } from './text';

/**
 * The money side's calls (issue 12). The spec names GET /api/discountcode.php and its fields; the rest
 * is designed here and documented on the OpenAPI page. Every amount is an integer in the currency's
 * minor units (cents, øre, grosze), computed by the server; the page only shows it.
 */

/** Ids in the query, and the package in the body as the page has always sent it (a number or its text). */
const id = QueryIdSchema;
const country = z
  .string('errors.field_invalid')
  .regex(/^[A-Z]{2}$/, 'errors.field_invalid')
  .describe('ISO 3166-1 alpha-2');
const currency = z.string('errors.field_invalid').regex(/^[A-Z]{3}$/, 'errors.field_invalid');

export const PACKAGE_CODES = ['p0', 'p1', 'p2', 'p3'] as const;
export type PackageCode = (typeof PACKAGE_CODES)[number];
/** The tier the premium and credits pages mark as recommended. */
export const RECOMMENDED_PACKAGE: PackageCode = 'p2';

/** One package (tier) in one country's currency. */
export const PackageSchema = z.object({
  id: z.number().int(),
  code: z.enum(PACKAGE_CODES),
  credits: z.number().int().positive(),
  /** Total price, VAT included, in minor units. */
  price: z.number().int().positive(),
  currency: z.string(),
  /** Price of one credit in minor units, rounded to the nearest unit. */
  price_per_credit: z.number().int().nonnegative(),
  /** How much cheaper one credit is than in p0, whole percent (0 for p0). */
  saving_percentage: z.number().int().nonnegative(),
  recommended: z.boolean(),
});
export type Package = z.infer<typeof PackageSchema>;

export const PaymentMethodSchema = z.object({
  id: z.enum(PAYMENT_METHOD_IDS),
  /** The brand name; null: the page translates `methods.<id>`. */
  name: z.string().nullable(),
  /** File name of the logo, bundled by mf-payments. */
  logo: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** GET /api/packages.php?country=XX (public): the price list of one payment country. */
export const PackagesQuerySchema = z.object({ country: country.optional() }).strict();
export const PackagesResponseSchema = z.object({
  country: z.string(),
  currency: z.string(),
  /** VAT included in every price, percent (25.5 in Finland). */
  vat_percentage: z.number().nonnegative(),
  packages: z.array(PackageSchema),
  payment_methods: z.array(PaymentMethodSchema),
  /** Countries the member may choose as payment country on this site. */
  countries: z.array(z.string()),
});
export type PackagesResponse = z.infer<typeof PackagesResponseSchema>;

/**
 * GET /api/payment-quote.php: the final price of one package for one country, method and code, as
 * the page shows it before the buy button. Errors as POST /api/payment.php.
 */
export const PaymentQuoteQuerySchema = z
  .object({
    package_id: id,
    country,
    payment_method: z.enum(PAYMENT_METHOD_IDS, 'errors.payment_method_unavailable').optional(),
    discount_code: DiscountCodeTextSchema.optional(),
  })
  .strict();
export const PaymentQuoteSchema = z.object({
  package_id: z.number().int(),
  /** The method the quote is for; null when none was given. */
  payment_method: z.enum(PAYMENT_METHOD_IDS).nullable(),
  package_code: z.enum(PACKAGE_CODES),
  credits: z.number().int().positive(),
  country: z.string(),
  currency: z.string(),
  /** The package's price before the discount. */
  price: z.number().int().positive(),
  discount_code: z.string().nullable(),
  discount_percentage: z.number().int().nonnegative(),
  discount_amount: z.number().int().nonnegative(),
  /** What the member pays, VAT included. */
  amount: z.number().int().positive(),
  vat_percentage: z.number().nonnegative(),
  /** The VAT inside `amount`. */
  vat_amount: z.number().int().nonnegative(),
});
export type PaymentQuote = z.infer<typeof PaymentQuoteSchema>;
export const PaymentQuoteResponseSchema = z.object({ quote: PaymentQuoteSchema });

/**
 * Where the page returns after a completed payment: a path of this site (`/chats/12`), never a URL.
 * The schema of the rule that `isReturnPath` (return-path.ts) checks without zod.
 */
const returnPath = line()
  .max(RETURN_PATH_MAX_LENGTH, 'errors.too_long')
  .regex(RETURN_PATH_PATTERN, 'errors.field_invalid');

/**
 * POST /api/payment.php (Idempotency-Key required): starts the checkout of one package. `amount` and
 * `currency` are what the page showed (the quote): the server computes the price itself and refuses
 * with 409 price_changed when they differ, so a member never pays other than what they saw.
 */
export const CreatePaymentSchema = z
  .object({
    package_id: id,
    country,
    payment_method: z.enum(PAYMENT_METHOD_IDS, 'errors.payment_method_unavailable'),
    discount_code: DiscountCodeTextSchema.nullable().default(null),
    amount: z
      .number('errors.field_invalid')
      .int('errors.field_invalid')
      .positive('errors.field_invalid')
      .max(INT4_MAX, 'errors.field_invalid'),
    currency,
    return_path: returnPath.nullable().default(null),
  })
  .strict();
export type CreatePayment = z.input<typeof CreatePaymentSchema>;

/** One order as the member sees it (the result page, /transactions). */
export const OrderSchema = z.object({
  id: z.number().int(),
  /** The order number on receipts ("A-000042"). */
  number: z.string(),
  state: z.enum(PAYMENT_STATES),
  package_id: z.number().int(),
  package_code: z.enum(PACKAGE_CODES),
  credits: z.number().int().positive(),
  country: z.string(),
  currency: z.string(),
  price: z.number().int().positive(),
  discount_code: z.string().nullable(),
  discount_amount: z.number().int().nonnegative(),
  amount: z.number().int().positive(),
  vat_percentage: z.number().nonnegative(),
  vat_amount: z.number().int().nonnegative(),
  payment_method: z.enum(PAYMENT_METHOD_IDS),
  created_at: z.string(),
  /** When the payment completed; null before. */
  completed_at: z.string().nullable(),
  return_path: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const CreatePaymentResponseSchema = z.object({
  order: OrderSchema,
  /** The provider's hosted checkout page: the browser goes there next. */
  checkout_url: z.string(),
});

/**
 * GET /api/payment.php?id=N: one of the member's orders. `sync=return` (the member came back from the
 * checkout) or `sync=poll` (the result page is still waiting) lets the server ask the provider for the
 * status when the order is not final; the answer never depends on anything the browser says.
 */
export const PaymentQuerySchema = z
  .object({ id, sync: z.enum(['return', 'poll'], 'errors.field_invalid').optional() })
  .strict();
export const PaymentResponseSchema = z.object({ order: OrderSchema });

/** One stored transition of an order: its time and what caused it. */
export const PaymentTransitionSchema = z.object({
  from: z.enum(PAYMENT_STATES).nullable(),
  to: z.enum(PAYMENT_STATES),
  source: z.enum(PAYMENT_SOURCES),
  at: z.string(),
});
export type PaymentTransition = z.infer<typeof PaymentTransitionSchema>;

/** GET /api/transactions.php: every order of the member, newest first; `?id=N` one order with its history. */
export const TransactionsQuerySchema = z.object({ id: id.optional() }).strict();
export const TransactionsResponseSchema = z.object({ orders: z.array(OrderSchema) });
export const TransactionResponseSchema = z.object({
  order: OrderSchema,
  transitions: z.array(PaymentTransitionSchema),
  /** Days within which the member may withdraw (site setting refund_days). */
  refund_days: z.number().int().nonnegative(),
});
export type TransactionResponse = z.infer<typeof TransactionResponseSchema>;

/** Formats an order id as its order number. */
export function orderNumber(orderId: number): string {
  return `A-${String(orderId).padStart(6, '0')}`;
}
