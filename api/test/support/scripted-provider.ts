import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderStatus,
} from '../../src/modules/payments/providers/payment-provider';

/**
 * A provider whose answers a test writes: the status `getPayment` answers next per payment, and
 * failures on create or get. It stands in for the provider, never for the code under test.
 */
export function createScriptedProvider() {
  const statuses = new Map<string, ProviderStatus[]>();
  let created = 0;
  const failures = { create: null as PaymentProviderError | null, get: null as PaymentProviderError | null };
  const provider: PaymentProvider = {
    name: 'scripted',
    async createPayment() {
      if (failures.create) throw failures.create;
      created += 1;
      const id = `scr_${created}`;
      statuses.set(id, []);
      return { providerPaymentId: id, status: 'open', checkoutUrl: `https://checkout.example/${id}` };
    },
    async getPayment(id) {
      if (failures.get) throw failures.get;
      const queue = statuses.get(id);
      if (!queue) throw new PaymentProviderError('not_found', id);
      const status = queue.length > 1 ? queue.shift()! : (queue[0] ?? 'open');
      return { providerPaymentId: id, status, checkoutUrl: null };
    },
    async refund() {
      return { refundId: 're_1', status: 'pending' };
    },
    readCallback(request) {
      const id = (request.body as { id?: unknown }).id;
      return typeof id === 'string' ? { providerPaymentId: id } : null;
    },
  };
  return {
    provider,
    /** What getPayment answers for the payment next, in order; the last one stays. */
    answer(id: string, ...next: ProviderStatus[]) {
      statuses.set(id, next);
    },
    failCreate(error: PaymentProviderError | null) {
      failures.create = error;
    },
    failGet(error: PaymentProviderError | null) {
      failures.get = error;
    },
  };
}
