import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database';
import { findSandboxPayment } from './sandbox.repository';
import { createSandboxCallbacks } from './sandbox-callbacks';
import { sandboxCheckoutPage } from './sandbox-page';
import { SANDBOX_CHECKOUT_PATH, SANDBOX_OUTCOMES, type SandboxOutcome, type SandboxProvider } from './sandbox-provider';

const FORM = 'application/x-www-form-urlencoded';

function outcomeOf(body: unknown): SandboxOutcome | null {
  const outcome = typeof body === 'string' ? new URLSearchParams(body).get('outcome') : null;
  return SANDBOX_OUTCOMES.find((value) => value === outcome) ?? null;
}

/**
 * The sandbox provider's hosted checkout page (development only, like /dev/outbox): GET shows the
 * payment, POST takes the developer's outcome, sends the member back to the site at once and calls
 * the site back with the payment id a moment later. "Pending" leaves the payment open: opening the
 * page again decides it later.
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

    scope.get<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}:id`, hide, async (request, reply) => {
      const payment = await findSandboxPayment(db, request.params.id);
      if (!payment) return reply.code(404).type('text/plain').send('No such sandbox payment.');
      return reply.type('text/html; charset=utf-8').send(sandboxCheckoutPage(payment, await siteNameOf(payment.id)));
    });

    scope.post<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}:id`, hide, async (request, reply) => {
      const outcome = outcomeOf(request.body);
      const payment = await findSandboxPayment(db, request.params.id);
      if (!payment || !outcome) return reply.code(404).type('text/plain').send('No such sandbox payment.');
      const decided = await sandbox.decide(payment.id, outcome);
      callbacks.notify(decided.webhookUrl, payment.id);
      return reply.redirect(decided.redirectUrl, 303);
    });
  });
}
