import type { FastifyInstance } from 'fastify';
import {
  DiscountCodeQuerySchema,
  DiscountCodeResponseSchema,
  PackagesQuerySchema,
  PackagesResponseSchema,
  PaymentQuoteQuerySchema,
  PaymentQuoteResponseSchema,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { requireUser } from '../auth';
import { resolveSite, siteById } from '../settings';
import type { PaymentsService } from './payments.service';

const packagesDocs = docs({
  tag: 'payments',
  summary: 'The price list of one payment country: packages p0-p3, VAT, payment methods.',
  description:
    'Public. Prices are integers in minor units with VAT included; `price_per_credit` and `saving_percentage` ' +
    '(against p0) are computed here. `country` defaults to the site’s own country (a member’s site, else the ' +
    'request host’s); a country the site does not sell in answers 404 `package_unavailable`. `countries` lists ' +
    'the payment countries the member may choose.',
  query: PackagesQuerySchema,
  response: { 200: PackagesResponseSchema },
});

const discountDocs = docs({
  tag: 'payments',
  summary: 'A discount code as the member may use it now (spec section 3 fields), or the welcome discount.',
  description:
    '`?code=X` (case-insensitive) or `?welcome=true`. Errors: 404 `discount_code_not_found` (unknown, inactive, ' +
    'another member’s), 409 `discount_code_used`, 410 `discount_code_expired`, 422 ' +
    '`discount_code_not_applicable`. `expires` is the member’s real deadline (the welcome discount ' +
    `ends some hours after sign-up; TIMEBONUS25 with the time bonus). A code is used when its order completes, ` +
    'never when it is typed. Country, currency, minimum order value and payment methods are checked by the quote.',
  query: DiscountCodeQuerySchema,
  response: { 200: DiscountCodeResponseSchema },
  session: true,
});

const quoteDocs = docs({
  tag: 'payments',
  summary: 'The final price of one package for a payment country, method and discount code.',
  description:
    'What the page shows above the buy button; POST /api/payment.php must send this amount and currency back. ' +
    'Errors: 404 `package_unavailable` (unknown, or of another country), 422 `payment_method_unavailable`, the ' +
    'discount code errors, and 422 `discount_code_method` for a code limited to other methods.',
  query: PaymentQuoteQuerySchema,
  response: { 200: PaymentQuoteResponseSchema },
  session: true,
});

/** GET /api/packages.php, /api/discountcode.php, /api/payment-quote.php */
export function priceListRoutes(app: FastifyInstance, db: Db, payments: PaymentsService): void {
  app.get('/api/packages.php', { schema: packagesDocs }, async (request) => {
    const query = validate(PackagesQuerySchema, request.query);
    const site = request.user ? await siteById(db, request.user.site_id) : await resolveSite(db, request.headers.host);
    return payments.priceList(site, query.country);
  });

  app.get('/api/discountcode.php', { schema: discountDocs }, async (request) => {
    const user = requireUser(request);
    const query = validate(DiscountCodeQuerySchema, request.query);
    return { discount_code: await payments.discountCode(user, query) };
  });

  app.get('/api/payment-quote.php', { schema: quoteDocs }, async (request) => {
    const user = requireUser(request);
    const query = validate(PaymentQuoteQuerySchema, request.query);
    return { quote: await payments.quote(user, query) };
  });
}
