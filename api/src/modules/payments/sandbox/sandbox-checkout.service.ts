import type { Db } from '../../../db/database';
import { siteById } from '../../settings';
import { findOrderByProviderPayment } from '../order.repository';
import { findSandboxPayment, listSandboxPayments } from './sandbox.repository';
import type { SandboxOutcome, SandboxProvider, SandboxReturnReason } from './sandbox-provider';

/** The developer's choice: an outcome, or a direct debit returned with the bank's reason. */
export type SandboxChoice = { outcome: SandboxOutcome } | { outcome: 'returned'; reason: SandboxReturnReason };

/** How many payments the sandbox's list page shows, newest first. */
const LISTED = 50;

/**
 * What the sandbox's hosted checkout pages (sandbox-checkout.routes.ts) read and do: the newest
 * payments, one payment with the name of the site its order was made on, and the developer's choice.
 */
export function createSandboxCheckout(db: Db, sandbox: SandboxProvider) {
  /** The name of the site whose order the payment is for ("Sandbox" before the order knows it). */
  const siteNameOf = async (paymentId: string) => {
    const order = await findOrderByProviderPayment(db, sandbox.name, paymentId);
    return order ? (await siteById(db, order.site_id)).name : 'Sandbox';
  };

  return {
    list: () => listSandboxPayments(db, LISTED),

    /** The payment and its site's name; undefined for an unknown id. */
    async payment(id: string) {
      const payment = await findSandboxPayment(db, id);
      return payment ? { payment, siteName: await siteNameOf(payment.id) } : undefined;
    },

    /** Applies the choice; answers where the member goes and where the site is called back, or undefined. */
    async decide(id: string, choice: SandboxChoice) {
      const payment = await findSandboxPayment(db, id);
      if (!payment) return undefined;
      const decided =
        choice.outcome === 'returned'
          ? await sandbox.returnDebit(payment.id, choice.reason)
          : await sandbox.decide(payment.id, choice.outcome);
      return { paymentId: payment.id, redirectUrl: decided.redirectUrl, webhookUrl: decided.webhookUrl };
    },
  };
}

export type SandboxCheckout = ReturnType<typeof createSandboxCheckout>;
