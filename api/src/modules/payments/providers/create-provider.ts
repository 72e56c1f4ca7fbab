import type { Config } from '../../../config';
import type { Db } from '../../../db/database';
import { createSandboxProvider } from '../sandbox/sandbox-provider';
import type { PaymentProvider } from './payment-provider';

/**
 * The configured provider: Mollie with MOLLIE_API_KEY, else the sandbox (never in production: config refuses it).
 * Mollie's client loads only when it is the provider.
 */
export async function createPaymentProvider(config: Config, db: Db): Promise<PaymentProvider> {
  if (config.payments.provider === 'mollie') {
    const { createMollieProvider } = await import('./mollie-provider');
    return createMollieProvider({
      apiKey: config.payments.mollieApiKey!,
      apiEndpoint: config.payments.mollieApiEndpoint,
    });
  }
  return createSandboxProvider(db);
}
