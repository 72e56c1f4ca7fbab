import { orderNumber, type CreatePaymentSchema, type PaymentMethodId } from '@app/shared/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { CurrentUser } from '../auth';
import { checkDirectDebitPurchase, type PurchaseMandate } from '../direct-debit';
import type { SiteRow } from '../settings';
import { insertOrder, insertTransition, setProviderPayment } from './order.repository';
import type { OrderRow } from './payment.table';
import { applyProviderStatus } from './payment-sync';
import type { PaymentsDeps } from './payments-deps';
import { priceOrder } from './price-list.service';
import { assertWithinSpendingLimit } from '../spending';
import { PaymentProviderError, type DebitMandate } from './providers/payment-provider';

type CreatePaymentBody = z.output<typeof CreatePaymentSchema>;

export interface Checkout {
  order: OrderRow;
  checkoutUrl: string;
}

/** Where the provider sends the member back: the checkout route of the package shows the order's result. */
export function resultPathOf(order: Pick<OrderRow, 'id' | 'package_id' | 'payment_method'>): string {
  return `/credits/${order.package_id}/${order.payment_method}?order=${order.id}`;
}

export function callbackUrlOf(origin: string, provider: string): string {
  return `${origin}/api/payment-callback.php?provider=${encodeURIComponent(provider)}`;
}

/**
 * POST /api/payment.php: prices the order on the server, refuses when the member saw another price
 * (409 price_changed; nothing stored), stores the order (created), creates the provider's payment
 * (pending) and answers its checkout page. A direct debit is refused before anything is stored when
 * the member has no active mandate, is blocked or would pass the limit (ADR 0026); it gets its
 * pre-notification before the provider is asked to collect, and answers the order's result page. A
 * purchase over the member's own monthly spending limit is refused the same way (422 spending_limit,
 * ADR 0027). A provider that refuses or is down fails the order (502 payment_failed); the member can
 * try again with another method.
 */
export async function startCheckout(
  deps: PaymentsDeps,
  site: SiteRow,
  user: CurrentUser,
  body: CreatePaymentBody,
  origin: string,
): Promise<Checkout> {
  const priced = await priceOrder(deps.db, site, user, body);
  const { quote } = priced;
  if (quote.amount !== body.amount || quote.currency !== body.currency) throw new AppError('price_changed');
  const isDebit = body.payment_method === 'directdebit';
  const { order, mandate } = await deps.db.transaction().execute(async (trx) => {
    const debited = { country: quote.country, currency: quote.currency, amount: quote.amount };
    const mandate = isDebit ? await checkDirectDebitPurchase(trx, user.id, debited) : null;
    await assertWithinSpendingLimit(trx, { userId: user.id, amount: quote.amount, currency: quote.currency });
    const created = await insertOrder(trx, {
      user_id: user.id,
      site_id: site.id,
      package_id: priced.pkg.id,
      package_code: priced.pkg.code,
      country: quote.country,
      credits: quote.credits,
      price: quote.price,
      discount_code_id: priced.discountCodeId,
      discount_code: quote.discount_code,
      discount_percentage: quote.discount_percentage,
      discount_amount: quote.discount_amount,
      amount: quote.amount,
      currency: quote.currency,
      vat_basis_points: priced.vatBasisPoints,
      vat_amount: quote.vat_amount,
      payment_method: body.payment_method,
      language: user.language,
      return_path: body.return_path,
      state: 'created',
      provider: deps.provider.name,
      mandate_id: mandate?.id ?? null,
    });
    const transition = { orderId: created.id, from: null, to: 'created' as const, source: 'checkout' as const };
    await insertTransition(trx, { ...transition, providerStatus: null, applied: true });
    return { order: created, mandate };
  });
  if (mandate) await notifyDebit(deps, order, mandate, origin);
  const redirectUrl = `${origin}${resultPathOf(order)}`;
  try {
    const payment = await deps.provider.createPayment({
      orderId: order.id,
      amount: { value: order.amount, currency: order.currency },
      description: `${site.name} ${order.credits} credits, ${orderNumber(order.id)}`,
      method: order.payment_method as PaymentMethodId,
      language: order.language,
      redirectUrl,
      webhookUrl: callbackUrlOf(origin, deps.provider.name),
      ...(mandate ? { mandate: debitMandateOf(mandate) } : {}),
    });
    // A debit has no hosted page: the member goes straight to the order's result.
    const checkoutUrl = payment.checkoutUrl ?? (mandate ? redirectUrl : null);
    await setProviderPayment(deps.db, order.id, { ...payment, checkoutUrl, providerStatus: payment.status });
    const synced = await applyProviderStatus(deps, order.id, payment.status, 'checkout', origin);
    if (!checkoutUrl) throw new PaymentProviderError('rejected', 'the provider answered no checkout page');
    return { order: synced.order, checkoutUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error, orderId: order.id }, 'the provider did not create the payment');
    await applyProviderStatus(deps, order.id, 'failed', 'checkout', origin);
    throw new AppError('payment_failed');
  }
}

function debitMandateOf(mandate: PurchaseMandate): DebitMandate {
  const { reference, iban, accountHolder, signedAt } = mandate;
  return { reference, iban, accountHolder, signedAt };
}

/**
 * The pre-notification goes out before the provider is asked to collect; a debit whose notice could
 * not be sent is not collected (the order fails, 502 payment_failed).
 */
async function notifyDebit(
  deps: PaymentsDeps,
  order: OrderRow,
  mandate: PurchaseMandate,
  origin: string,
): Promise<void> {
  try {
    await deps.sendDebitNotice(order, mandate, origin);
  } catch (error) {
    deps.log.error({ err: error, orderId: order.id }, 'the direct debit pre-notification could not be sent');
    await applyProviderStatus(deps, order.id, 'failed', 'checkout', origin);
    throw new AppError('payment_failed');
  }
}
