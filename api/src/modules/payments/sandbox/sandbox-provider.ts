import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/database';
import {
  PaymentProviderError,
  type CallbackRequest,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderStatus,
} from '../providers/payment-provider';
import {
  addSandboxRefund,
  chargeBackSandboxPayment,
  findSandboxPayment,
  insertSandboxPayment,
  setSandboxStatus,
} from './sandbox.repository';

/** What the sandbox's checkout page lets a developer decide. */
export const SANDBOX_OUTCOMES = ['paid', 'pending', 'failed', 'canceled', 'expired'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

export const SANDBOX_CHECKOUT_PATH = '/dev/sandbox-checkout/';
const ID_PATTERN = /^sbx_[a-f0-9]{24}$/;

/** The statuses after which the sandbox's page offers no more choices. */
const SETTLED: ReadonlySet<string> = new Set(['paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back']);

export function isSettled(status: string): boolean {
  return SETTLED.has(status);
}

export interface SandboxProvider extends PaymentProvider {
  /** The developer's choice on the checkout page (or a test's): only an open or pending payment changes. */
  decide(id: string, outcome: SandboxOutcome): Promise<{ status: string; redirectUrl: string; webhookUrl: string }>;
  /** A chargeback by the member's bank (tests). */
  chargeBack(id: string): Promise<void>;
}

/**
 * The embedded default provider outside production: it takes no money. Its payments live in the
 * database; its hosted checkout page (sandbox-checkout.routes.ts) shows the site, amount and method
 * and lets a developer pick the outcome; its callback carries only the payment id, so the server
 * fetches the status to confirm, exactly as with a real provider.
 */
export function createSandboxProvider(db: Db): SandboxProvider {
  const read = async (id: string): Promise<ProviderPayment> => {
    const payment = ID_PATTERN.test(id) ? await findSandboxPayment(db, id) : undefined;
    if (!payment) throw new PaymentProviderError('not_found', `no sandbox payment ${id}`);
    const status = (payment.refunded >= payment.amount ? 'refunded' : payment.status) as ProviderStatus;
    const checkoutUrl = isSettled(status)
      ? null
      : `${new URL(payment.redirect_url).origin}${SANDBOX_CHECKOUT_PATH}${id}`;
    return { providerPaymentId: id, status, checkoutUrl };
  };

  return {
    name: 'sandbox',
    async createPayment(input) {
      const id = `sbx_${randomBytes(12).toString('hex')}`;
      await insertSandboxPayment(db, {
        id,
        amount: input.amount.value,
        currency: input.amount.currency,
        method: input.method,
        description: input.description,
        status: 'open',
        redirect_url: input.redirectUrl,
        webhook_url: input.webhookUrl,
      });
      return read(id);
    },
    getPayment: read,
    async refund(id, amount) {
      const payment = await read(id);
      if (payment.status !== 'paid')
        throw new PaymentProviderError('rejected', `sandbox payment ${id} is ${payment.status}`);
      await addSandboxRefund(db, id, amount.value);
      return { refundId: `sbr_${randomBytes(8).toString('hex')}`, status: 'refunded' };
    },
    readCallback(request: CallbackRequest) {
      const id = (request.body as { id?: unknown } | null)?.id;
      return typeof id === 'string' && ID_PATTERN.test(id) ? { providerPaymentId: id } : null;
    },
    async decide(id, outcome) {
      const payment = ID_PATTERN.test(id) ? await findSandboxPayment(db, id) : undefined;
      if (!payment) throw new PaymentProviderError('not_found', `no sandbox payment ${id}`);
      const updated = (await setSandboxStatus(db, id, outcome)) ?? payment;
      return { status: updated.status, redirectUrl: payment.redirect_url, webhookUrl: payment.webhook_url };
    },
    async chargeBack(id) {
      await chargeBackSandboxPayment(db, id);
    },
  };
}
