import type {
  CreatePaymentSchema,
  DiscountCode,
  Order,
  PackagesResponse,
  PaymentQuote,
  PaymentSource,
} from '@app/shared/contract';
import type { z } from 'zod';
import { AppError } from '../../http/app-error';
import { consumeRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { type CurrentUser, normaliseEmail } from '../auth';
import { siteById, type SiteRow } from '../settings';
import { startCheckout } from './checkout.service';
import { findUsableCode, findWelcomeCode } from './discount-code.service';
import { toOrder } from './order-dto';
import { findMemberOrder, listMemberOrders, listTransitions } from './order.repository';
import { handleCallbackNotice, syncWithProvider } from './payment-sync';
import type { PaymentsDeps } from './payments-deps';
import { priceList, priceOrder, type QuoteRequest } from './price-list.service';
import { PaymentProviderError, type CallbackRequest } from './providers/payment-provider';
import { previewWithdrawal, requestWithdrawalLink, withdraw } from './withdrawal/withdrawal.service';
import { findOrderOfEmail } from './withdrawal/withdrawal.repository';

/** Withdrawal-link mails per email address and day: as many as password-reset mails. */
export const WITHDRAWAL_LINK_MAILS_PER_EMAIL: RateLimitRule = {
  name: 'withdrawal_link',
  limit: 3,
  windowSeconds: 86_400,
};

/**
 * The payments module's public surface: the only thing its routes and other modules call. It owns
 * its SQL through its repositories and reaches credits, users, mail and live through their services.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db } = deps;
  const memberOrder = async (user: CurrentUser, orderId: number) => {
    const order = await findMemberOrder(db, user.id, orderId);
    if (!order) throw new AppError('not_found');
    return order;
  };

  return {
    provider: deps.provider,

    priceList(site: SiteRow, country: string | undefined): Promise<PackagesResponse> {
      return priceList(db, site, country);
    },

    async discountCode(user: CurrentUser, query: { code?: string; welcome?: 'true' }): Promise<DiscountCode> {
      const usable = query.welcome ? await findWelcomeCode(db, user) : await findUsableCode(db, user, query.code!);
      return usable.dto;
    },

    async quote(user: CurrentUser, request: QuoteRequest): Promise<PaymentQuote> {
      return (await priceOrder(db, await siteById(db, user.site_id), user, request)).quote;
    },

    async checkout(user: CurrentUser, body: z.output<typeof CreatePaymentSchema>, origin: string) {
      const checkout = await startCheckout(deps, await siteById(db, user.site_id), user, body, origin);
      return { order: toOrder(checkout.order), checkout_url: checkout.checkoutUrl };
    },

    /** One order; `sync` asks the provider first when the order is not final yet. */
    async order(user: CurrentUser, orderId: number, sync: PaymentSource | undefined, origin: string): Promise<Order> {
      let order = await memberOrder(user, orderId);
      if (sync && (order.state === 'created' || order.state === 'pending')) {
        order = await syncWithProvider(deps, order, sync, origin);
      }
      return toOrder(order);
    },

    async orders(user: CurrentUser): Promise<Order[]> {
      return (await listMemberOrders(db, user.id)).map(toOrder);
    },

    async orderDetails(user: CurrentUser, orderId: number) {
      const order = await memberOrder(user, orderId);
      const transitions = await listTransitions(db, order.id);
      const site = await siteById(db, order.site_id);
      return {
        order: toOrder(order),
        transitions: transitions.map((row) => ({
          from: row.from_state,
          to: row.to_state,
          source: row.source,
          at: new Date(row.created_at).toISOString(),
        })),
        refund_days: site.refund_days,
      };
    },

    /** What a withdrawal of one of the member's orders would do (ADR 0027). */
    async withdrawalPreview(user: CurrentUser, orderId: number) {
      return previewWithdrawal(db, await memberOrder(user, orderId));
    },

    /** "Confirm withdrawal": see withdraw(). */
    async withdraw(user: CurrentUser, orderId: number, origin: string) {
      return { withdrawal: await withdraw(deps, user.id, orderId, origin) };
    },

    /**
     * The footer's withdrawal request without a session: a login link to the order's withdrawal form
     * when a member of the site with this email has that withdrawable order. Counted per email address
     * like password-reset mails, whether or not it matches; past the limit, silently no mail.
     */
    async requestWithdrawal(siteId: number, email: string, orderId: number, origin: string): Promise<void> {
      const emailNormalized = normaliseEmail(email);
      const limit = await consumeRateLimit(db, WITHDRAWAL_LINK_MAILS_PER_EMAIL, `${siteId}:${emailNormalized}`);
      if (!limit.allowed) return;
      const order = await findOrderOfEmail(db, { siteId, emailNormalized, orderId });
      await requestWithdrawalLink(deps, order, origin);
    },

    /**
     * A provider's callback. Answers false for a request of another provider or one that names no
     * payment; throws PaymentProviderError for a bad signature or a provider that cannot answer now
     * (the route answers 5xx, so the provider calls again).
     */
    async callback(providerName: string, request: CallbackRequest, origin: string): Promise<boolean> {
      if (providerName !== deps.provider.name) return false;
      const notice = deps.provider.readCallback(request);
      if (!notice) return false;
      await handleCallbackNotice(deps, notice.providerPaymentId, origin);
      return true;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
export { PaymentProviderError };
