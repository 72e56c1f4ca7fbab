import { lazy, type ComponentType } from 'react';
import { registerNamespace } from '@app/shared/i18n';
import { loadCatalogue } from './locales/load-catalogue';

/** Exposed as `./routes`: this remote's pages by the names its route table uses. */
export const namespace = 'payments';
export const buildId = __BUILD_ID__;

registerNamespace(namespace, loadCatalogue);

export const pages: Record<string, ComponentType> = {
  premium: lazy(() =>
    import(/* webpackChunkName: "page-premium" */ './features/premium/premium-page').then((module) => ({
      default: module.PremiumPage,
    })),
  ),
  pricing: lazy(() =>
    import(/* webpackChunkName: "page-pricing" */ './features/pricing/pricing-page').then((module) => ({
      default: module.PricingPage,
    })),
  ),
  credits: lazy(() =>
    import(/* webpackChunkName: "page-credits" */ './features/checkout/checkout-pages').then((module) => ({
      default: module.CreditsPage,
    })),
  ),
  'credits-id-paymentmethod': lazy(() =>
    import(/* webpackChunkName: "page-credits-id-paymentmethod" */ './features/checkout/checkout-pages').then(
      (module) => ({ default: module.CheckoutPage }),
    ),
  ),
  transactions: lazy(() =>
    import(/* webpackChunkName: "page-transactions" */ './features/transactions/transactions-page').then((module) => ({
      default: module.TransactionsPage,
    })),
  ),
  'credits-repeat-order': lazy(() =>
    import(/* webpackChunkName: "page-credits-repeat-order" */ './features/repeat-order/repeat-order-page').then(
      (module) => ({ default: module.RepeatOrderPage }),
    ),
  ),
  directdebit: lazy(() =>
    import(/* webpackChunkName: "page-directdebit" */ './features/checkout/direct-debit/direct-debit-page').then(
      (module) => ({
        default: module.DirectDebitPage,
      }),
    ),
  ),
  withdrawal: lazy(() =>
    import(/* webpackChunkName: "page-withdrawal" */ './features/transactions/withdrawal/withdrawal-page').then(
      (module) => ({
        default: module.WithdrawalPage,
      }),
    ),
  ),
};
