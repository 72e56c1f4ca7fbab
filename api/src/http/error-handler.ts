import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error';

/** Fastify's own 4xx errors, mapped to the stable codes. */
function fromFastify(error: FastifyError): AppError | null {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('payload_too_large');
  if (
    error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
    error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
    error instanceof SyntaxError
  ) {
    return new AppError('validation_failed', { fields: { body: 'errors.field_invalid' } });
  }
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return new AppError('validation_failed', { fields: { body: 'errors.field_invalid' } });
  if (error.statusCode === 404) return new AppError('not_found');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError('validation_failed', { fields: { body: 'errors.field_invalid' } });
  }
  return null;
}

/** Every error answers JSON with a stable code; a 5xx never shows its internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : fromFastify(error);
    if (appError) return reply.status(appError.statusCode).send(appError.toBody());
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'internal_error' });
  });
}
