import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { AccountMails } from '../account/account-mail.service';
import { callbackRoutes } from './callback.routes';
import { checkoutRoutes } from './checkout.routes';
import { createPaymentsService, type PaymentsService } from './payments.service';
import { priceListRoutes } from './price-list.routes';
import { createPaymentProvider } from './providers/create-provider';
import type { PaymentProvider } from './providers/payment-provider';
import { createDebitNoticeSender } from './receipt/debit-notice-sender';
import { createReceiptSender } from './receipt/receipt-sender';
import { sandboxCheckoutRoutes } from './sandbox/sandbox-checkout.routes';
import type { SandboxProvider } from './sandbox/sandbox-provider';

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
 * outside production (the configuration refuses the sandbox in production).
 */
export async function registerPayments(app: FastifyInstance, options: PaymentsOptions): Promise<PaymentsService> {
  const { config, db } = options;
  const provider = options.provider ?? createPaymentProvider(config, db);
  const service = createPaymentsService({
    db,
    provider,
    bus: app.liveBus,
    sendReceipt: createReceiptSender(db, options.mails, app.log),
    sendDebitNotice: createDebitNoticeSender(options.mails),
    log: app.log,
  });
  await app.register(async (scope) => {
    priceListRoutes(scope, db, service);
    checkoutRoutes(scope, config, service);
    await callbackRoutes(scope, config, service);
    if (!config.isProduction && isSandbox(provider)) {
      await sandboxCheckoutRoutes(scope, db, provider, config.payments.sandboxCallbackDelayMs);
    }
  });
  return service;
}
