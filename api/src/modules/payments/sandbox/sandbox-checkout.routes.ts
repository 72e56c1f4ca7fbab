import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { findSandboxPayment, listSandboxPayments } from './sandbox.repository';
import { createSandboxCallbacks } from './sandbox-callbacks';
import { sandboxListPage } from './sandbox-list-page';
import { sandboxCheckoutPage } from './sandbox-page';
import {
  isSandboxReturnReason,
  SANDBOX_CHECKOUT_PATH,
  SANDBOX_OUTCOMES,
  type SandboxOutcome,
  type SandboxProvider,
  type SandboxReturnReason,
} from './sandbox-provider';

const FORM = 'application/x-www-form-urlencoded';

type Choice = { outcome: SandboxOutcome } | { outcome: 'returned'; reason: SandboxReturnReason };

/** The developer's choice: an outcome, or a direct debit returned with the bank's reason. */
function choiceOf(body: unknown): Choice | null {
  const form = new URLSearchParams(typeof body === 'string' ? body : '');
  const outcome = form.get('outcome');
  const reason = form.get('reason');
  if (outcome === 'returned') return isSandboxReturnReason(reason) ? { outcome, reason } : null;
  const plain = SANDBOX_OUTCOMES.find((value) => value === outcome);
  return plain ? { outcome: plain } : null;
}

/**
 * The sandbox provider's hosted checkout page (development only, like /dev/outbox): GET shows the
 * payment, POST takes the developer's outcome, sends the member back to the site at once and calls
 * the site back with the payment id a moment later. "Pending" leaves the payment open: opening the
 * page again decides it later. A direct debit's page lets the bank pay it or return it with a reason.
 */
export async function sandboxCheckoutRoutes(
  app: FastifyInstance,
  db: Db,
  sandbox: SandboxProvider,
  callbackDelayMs: number,
): Promise<void> {
  const callbacks = createSandboxCallbacks(app, callbackDelayMs);
  const siteNameOf = async (paymentId: string) => {
    const row = await db
      .selectFrom('orders')
      .innerJoin('sites', 'sites.id', 'orders.site_id')
      .select('sites.name')
      .where('orders.provider', '=', sandbox.name)
      .where('orders.provider_payment_id', '=', paymentId)
      .executeTakeFirst();
    return row?.name ?? 'Sandbox';
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, body),
    );
    const hide = { schema: { hide: true } };

    scope.get(SANDBOX_CHECKOUT_PATH.slice(0, -1), hide, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(sandboxListPage(await listSandboxPayments(db, 50))),
    );

    scope.get<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}:id`, hide, async (request, reply) => {
      const payment = await findSandboxPayment(db, request.params.id);
      if (!payment) return reply.code(404).type('text/plain').send('No such sandbox payment.');
      return reply.type('text/html; charset=utf-8').send(sandboxCheckoutPage(payment, await siteNameOf(payment.id)));
    });

    scope.post<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}:id`, hide, async (request, reply) => {
      const choice = choiceOf(request.body);
      const payment = await findSandboxPayment(db, request.params.id);
      if (!payment || !choice) return reply.code(404).type('text/plain').send('No such sandbox payment.');
      const decided =
        choice.outcome === 'returned'
          ? await sandbox.returnDebit(payment.id, choice.reason)
          : await sandbox.decide(payment.id, choice.outcome);
      callbacks.notify(decided.webhookUrl, payment.id);
      return reply.redirect(decided.redirectUrl, 303);
    });
  });
}
