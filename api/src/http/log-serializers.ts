import type { FastifyRequest } from 'fastify';
import { redactDatabaseMessage, redactSql, redactUrl, scrubText } from './log-redaction';

/**
 * Fields of an error worth a log line and free of values: what failed and where. Everything else an
 * error carries stays out, above all a query's parameters (`params` of PGlite, `parameters`), the
 * `detail` of PostgreSQL (`Key (email)=(jane@example.com) already exists`, `Failing row contains (…)`),
 * its `where` and `hint`, which quote values too.
 */
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'position',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;
const MAX_CAUSES = 3;

type ErrorLike = Error & Record<string, unknown>;

/** An error as pino writes it (the shape Fastify's `err` serializer has). */
export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/**
 * An error for the log: its type and name, code, the message without the values it quotes, the SQL
 * text with placeholders only (PGlite attaches the failing statement as `query`), the stack, and its
 * causes the same way.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!isErrorLike(error)) return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const message = redactDatabaseMessage(error.message);
  const serialized: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    name: error.name,
    message,
    stack: '',
  };
  for (const field of KEPT_FIELDS) {
    const value = error[field];
    if (typeof value === 'string' || typeof value === 'number') serialized[field] = value;
  }
  const sql = typeof error.query === 'string' ? error.query : typeof error.sql === 'string' ? error.sql : null;
  if (sql) serialized.sql = redactSql(sql);
  if (typeof error.stack === 'string') {
    // The stack's first line repeats the message, values and all.
    const stack = error.message ? error.stack.split(error.message).join(message) : error.stack;
    serialized.stack = scrubText(stack);
  }
  if (depth < MAX_CAUSES) {
    if (isErrorLike(error.cause)) serialized.cause = serializeError(error.cause, depth + 1);
    if (Array.isArray(error.errors)) serialized.errors = error.errors.map((inner) => serializeError(inner, depth + 1));
  }
  return serialized;
}

/** A request for the log: no headers (cookies, authorization), no body, the URL's query values redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
