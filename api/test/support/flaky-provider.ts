import { setTimeout as sleep } from 'node:timers/promises';
import { PaymentProviderError, type PaymentProvider } from '../../src/modules/payments/providers/payment-provider';

/**
 * A real provider behind a bad network: the next `outages` status calls fail as a provider outage
 * or timeout would, and the next `slow` ones answer late (so concurrent calls overtake each other).
 */
export function withFlakyNetwork(provider: PaymentProvider) {
  const trouble = { outages: 0, slow: 0 };
  const flaky: PaymentProvider = {
    ...provider,
    name: provider.name,
    async getPayment(id) {
      if (trouble.outages > 0) {
        trouble.outages -= 1;
        throw new PaymentProviderError('unavailable', 'simulated outage');
      }
      if (trouble.slow > 0) {
        trouble.slow -= 1;
        const answer = await provider.getPayment(id);
        await sleep(15);
        return answer;
      }
      return provider.getPayment(id);
    },
  };
  return { provider: flaky, trouble };
}
