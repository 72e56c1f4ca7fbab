import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { AccountMails } from '../mail';
import { callbackRoutes } from './callback.routes';
import { checkoutRoutes } from './checkout.routes';
import { createPaymentsService, type PaymentsService } from './payments.service';
import { priceListRoutes } from './price-list.routes';
import { createPaymentProvider } from './providers/create-provider';
import type { PaymentProvider } from './providers/payment-provider';
import { createDebitNoticeSender } from './receipt/debit-notice-sender';
import { createReceiptSender } from './receipt/receipt-sender';
import { createWithdrawalMails } from './receipt/withdrawal-mails';
import { sandboxCheckoutRoutes } from './sandbox/sandbox-checkout.routes';
import { createSandboxCheckout } from './sandbox/sandbox-checkout.service';
import type { SandboxProvider } from './sandbox/sandbox-provider';
import { createRefundWorker, type RefundWorker } from './withdrawal/withdrawal-refund-worker';
import { withdrawalRoutes } from './withdrawal.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The worker that asks again for the refunds of withdrawals (tests run it with `tick`). */
    withdrawalRefunds: RefundWorker;
  }
}

export interface PaymentsOptions {
  config: Config;
  db: Db;
  mails: AccountMails;
  /** Tests: another provider than the configured one. */
  provider?: PaymentProvider;
}

function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.name === 'sandbox' && 'decide' in provider;
}

/**
 * The payments module (ADR 0018): a Fastify plugin whose routes call only its own service. Other
 * modules reach payments through the service it answers. The sandbox's checkout page exists only
 * outside production (the configuration refuses the sandbox in production). The worker that asks
 * again for pending withdrawal refunds runs while the server listens.
 */
export async function registerPayments(app: FastifyInstance, options: PaymentsOptions): Promise<PaymentsService> {
  const { config, db } = options;
  const provider = options.provider ?? (await createPaymentProvider(config, db));
  const service = createPaymentsService({
    db,
    provider,
    bus: app.liveBus,
    sendReceipt: createReceiptSender(db, options.mails, app.log),
    sendDebitNotice: createDebitNoticeSender(options.mails),
    withdrawalMails: createWithdrawalMails(db, options.mails, app.log),
    log: app.log,
  });
  // Started when the server listens, so an app only injected into never calls out; stopped on close.
  const refunds = createRefundWorker({ db, provider, log: app.log });
  app.decorate('withdrawalRefunds', refunds);
  app.addHook('onListen', async () => refunds.start());
  app.addHook('onClose', async () => refunds.stop());
  await app.register(async (scope) => {
    priceListRoutes(scope, db, service);
    checkoutRoutes(scope, config, service);
    withdrawalRoutes(scope, db, config, service);
    await callbackRoutes(scope, config, service);
    if (!config.isProduction && isSandbox(provider)) {
      const checkout = createSandboxCheckout(db, provider);
      await sandboxCheckoutRoutes(scope, checkout, config.payments.sandboxCallbackDelayMs);
    }
  });
  return service;
}
