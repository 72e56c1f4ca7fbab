import { orderNumber, type CreatePaymentSchema, type PaymentMethodId } from '@app/shared/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { CurrentUser } from '../auth/current-user';
import type { SiteRow } from '../settings/site.table';
import { insertOrder, insertTransition, setProviderPayment } from './order.repository';
import type { OrderRow } from './payment.table';
import { applyProviderStatus } from './payment-sync';
import type { PaymentsDeps } from './payments-deps';
import { priceOrder } from './price-list.service';
import { PaymentProviderError } from './providers/payment-provider';

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
 * (pending) and answers its checkout page. A provider that refuses or is down fails the order (502
 * payment_failed); the member can try again with another method.
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
  const order = await deps.db.transaction().execute(async (trx) => {
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
    });
    const transition = { orderId: created.id, from: null, to: 'created' as const, source: 'checkout' as const };
    await insertTransition(trx, { ...transition, providerStatus: null, applied: true });
    return created;
  });
  try {
    const payment = await deps.provider.createPayment({
      orderId: order.id,
      amount: { value: order.amount, currency: order.currency },
      description: `${site.name} ${order.credits} credits, ${orderNumber(order.id)}`,
      method: order.payment_method as PaymentMethodId,
      language: order.language,
      redirectUrl: `${origin}${resultPathOf(order)}`,
      webhookUrl: callbackUrlOf(origin, deps.provider.name),
    });
    await setProviderPayment(deps.db, order.id, { ...payment, providerStatus: payment.status });
    const synced = await applyProviderStatus(deps, order.id, payment.status, 'checkout', origin);
    if (!payment.checkoutUrl) throw new PaymentProviderError('rejected', 'the provider answered no checkout page');
    return { order: synced.order, checkoutUrl: payment.checkoutUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error, orderId: order.id }, 'the provider did not create the payment');
    await applyProviderStatus(deps, order.id, 'failed', 'checkout', origin);
    throw new AppError('payment_failed');
  }
}
