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
  returnSandboxDebit,
  setSandboxStatus,
} from './sandbox.repository';

/** What the sandbox's checkout page lets a developer decide. */
export const SANDBOX_OUTCOMES = ['paid', 'pending', 'failed', 'canceled', 'expired'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** The returns its bank can simulate for a direct debit (ISO 20022 return reasons). */
export const SANDBOX_RETURN_REASONS = {
  AC04: 'Account closed',
  AM04: 'Insufficient funds',
  MD06: 'Refund requested by the debtor',
  MS02: 'Refused by the debtor',
} as const;
export type SandboxReturnReason = keyof typeof SANDBOX_RETURN_REASONS;

export function isSandboxReturnReason(value: unknown): value is SandboxReturnReason {
  return typeof value === 'string' && Object.hasOwn(SANDBOX_RETURN_REASONS, value);
}

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
  /** A direct debit the member's bank returns: a pending one fails, a paid one is charged back. */
  returnDebit(id: string, reason: SandboxReturnReason): Promise<{ redirectUrl: string; webhookUrl: string }>;
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
    const [stored, returnReason = null] = payment.status.split(':');
    const status = (payment.refunded >= payment.amount ? 'refunded' : stored) as ProviderStatus;
    // A direct debit never waits for the member: the bank has it.
    const checkoutUrl =
      isSettled(status) || payment.method === 'directdebit'
        ? null
        : `${new URL(payment.redirect_url).origin}${SANDBOX_CHECKOUT_PATH}${id}`;
    return { providerPaymentId: id, status, checkoutUrl, returnReason };
  };

  return {
    name: 'sandbox',
    async createPayment(input) {
      const id = `sbx_${randomBytes(12).toString('hex')}`;
      const debit = input.method === 'directdebit' && input.mandate !== undefined;
      await insertSandboxPayment(db, {
        id,
        amount: input.amount.value,
        currency: input.amount.currency,
        method: input.method,
        description: input.description,
        // A debit under a signed mandate goes to the bank at once; its page lets a developer settle it.
        status: debit ? 'pending' : 'open',
        redirect_url: input.redirectUrl,
        webhook_url: input.webhookUrl,
      });
      const payment = await read(id);
      return debit ? { ...payment, checkoutUrl: input.redirectUrl } : payment;
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
    async returnDebit(id, reason) {
      const payment = ID_PATTERN.test(id) ? await findSandboxPayment(db, id) : undefined;
      if (!payment) throw new PaymentProviderError('not_found', `no sandbox payment ${id}`);
      await returnSandboxDebit(db, id, reason);
      return { redirectUrl: payment.redirect_url, webhookUrl: payment.webhook_url };
    },
  };
}
