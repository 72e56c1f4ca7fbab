import type { FastifyInstance } from 'fastify';
import { createSandboxCallbacks } from './sandbox-callbacks';
import type { SandboxCheckout, SandboxChoice } from './sandbox-checkout.service';
import { sandboxListPage } from './sandbox-list-page';
import { sandboxCheckoutPage } from './sandbox-page';
import { isSandboxReturnReason, SANDBOX_CHECKOUT_PATH, SANDBOX_OUTCOMES } from './sandbox-provider';

const FORM = 'application/x-www-form-urlencoded';

/** The developer's choice from the page's form: an outcome, or a direct debit returned with the bank's reason. */
function choiceOf(body: unknown): SandboxChoice | null {
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
  checkout: SandboxCheckout,
  callbackDelayMs: number,
): Promise<void> {
  const callbacks = createSandboxCallbacks(app, callbackDelayMs);

  await app.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) =>
      done(null, body),
    );
    const hide = { schema: { hide: true } };

    scope.get(SANDBOX_CHECKOUT_PATH.slice(0, -1), hide, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(sandboxListPage(await checkout.list())),
    );

    scope.get<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}:id`, hide, async (request, reply) => {
      const found = await checkout.payment(request.params.id);
      if (!found) return reply.code(404).type('text/plain').send('No such sandbox payment.');
      return reply.type('text/html; charset=utf-8').send(sandboxCheckoutPage(found.payment, found.siteName));
    });

    scope.post<{ Params: { id: string } }>(`${SANDBOX_CHECKOUT_PATH}:id`, hide, async (request, reply) => {
      const choice = choiceOf(request.body);
      const decided = choice ? await checkout.decide(request.params.id, choice) : undefined;
      if (!decided) return reply.code(404).type('text/plain').send('No such sandbox payment.');
      callbacks.notify(decided.webhookUrl, decided.paymentId);
      return reply.redirect(decided.redirectUrl, 303);
    });
  });
}
