import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

const INVALID_BODY = { fields: { body: 'errors.field_invalid' } };

/** Fastify's own 4xx errors (and its router's), mapped to the stable codes; none repeats the input. */
function fromFastify(error: FastifyError): AppError | null {
  if (error.code === 'FST_ERR_BAD_URL')
    return new AppError('validation_failed', { fields: { url: 'errors.field_invalid' } });
  // A path parameter longer than any id names nothing.
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return new AppError('not_found');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('payload_too_large');
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error instanceof SyntaxError
  ) {
    return new AppError('validation_failed', INVALID_BODY);
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new AppError('validation_failed', INVALID_BODY);
  if (error.statusCode === 404) return new AppError('not_found');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('validation_failed', INVALID_BODY);
  }
  return null;
}

/**
 * The one way an error is answered: JSON with a stable code; a 5xx never shows its internals and is
 * logged at error level (the log keeps the stack, never the values: `log-serializers.ts`).
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = error instanceof AppError ? error : fromFastify(error);
  if (appError) return reply.status(appError.statusCode).send(appError.toBody());
  request.log.error({ err: error }, 'unhandled error');
  return reply.status(500).send({ error: 'internal_error' });
}

/**
 * Every error of a route, a hook or a content-type parser answers through `sendError`. While the server
 * closes, a request that still arrives on an open connection answers 503 `unavailable` and closes it
 * (in place of Fastify's own 503, turned off by `return503OnClosing: false` in `framework-errors.ts`).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (closing) return reply.header('Connection', 'close').status(503).send(new AppError('unavailable').toBody());
  });
}
