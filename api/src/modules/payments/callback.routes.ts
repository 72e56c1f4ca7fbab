import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config';
import { docs } from '../../http/openapi';
import { publicOrigin } from '../../http/public-origin';
import { PaymentProviderError, type PaymentsService } from './payments.service';

const CALLBACK_TYPES = ['application/x-www-form-urlencoded', 'application/json', 'text/plain'];

const callbackDocs = docs({
  tag: 'payments',
  summary: 'The payment provider’s callback (webhook).',
  description:
    '`?provider=` names the provider. The callback names a payment only (Mollie: form field `id`); the status ' +
    'is always fetched from the provider and applied in the transaction that grants the credits, idempotent by ' +
    'the provider’s payment id: duplicated, late and out-of-order callbacks are harmless. A callback for an ' +
    'unknown payment answers 200 without effect. 401 for a callback whose signature does not verify; 503 when ' +
    'the provider cannot be asked now, so it calls again.',
  query: z.object({ provider: z.string() }),
  response: { 200: z.object({ ok: z.literal(true) }) },
});

/** Form fields or JSON, else the raw text. */
function parseBody(raw: string, contentType: string | undefined): unknown {
  try {
    if (contentType?.startsWith('application/json')) return JSON.parse(raw) as unknown;
    if (contentType?.startsWith('application/x-www-form-urlencoded'))
      return Object.fromEntries(new URLSearchParams(raw));
  } catch {
    // Not what it says it is: the provider's reader gets the text and finds no payment in it.
  }
  return raw;
}

/** POST /api/payment-callback.php?provider=… (from the provider's servers, never a browser). */
export async function callbackRoutes(app: FastifyInstance, config: Config, payments: PaymentsService): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(CALLBACK_TYPES, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/payment-callback.php',
      { schema: callbackDocs, config: { crossSite: false, idempotency: false } },
      async (request, reply) => {
        const provider = String((request.query as { provider?: unknown }).provider ?? '');
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const callback = {
          headers: request.headers,
          rawBody,
          body: parseBody(rawBody, request.headers['content-type']),
          query: request.query as Record<string, string | undefined>,
        };
        try {
          await payments.callback(provider, callback, publicOrigin(config, request));
        } catch (error) {
          if (!(error instanceof PaymentProviderError)) throw error;
          if (error.kind === 'invalid_signature') return reply.code(401).send({ error: 'forbidden' });
          if (error.kind === 'not_found') return { ok: true as const };
          request.log.warn({ err: error }, 'payment callback could not be confirmed with the provider');
          return reply.code(503).send({ error: 'unavailable' });
        }
        return { ok: true as const };
      },
    );
  });
}
