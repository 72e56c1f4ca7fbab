import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import { createSandboxProvider } from '../sandbox/sandbox-provider';
import { createMollieProvider } from './mollie-provider';
import type { PaymentProvider } from './payment-provider';

/** The configured provider: Mollie with MOLLIE_API_KEY, else the sandbox (never in production: config refuses it). */
export function createPaymentProvider(config: Config, db: Db): PaymentProvider {
  if (config.payments.provider === 'mollie') {
    return createMollieProvider({
      apiKey: config.payments.mollieApiKey!,
      apiEndpoint: config.payments.mollieApiEndpoint,
    });
  }
  return createSandboxProvider(db);
}
