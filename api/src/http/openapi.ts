import type { FastifyInstance, FastifySchema } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';
import { AUTH_COOKIE, ERROR_CODES, IDEMPOTENCY_HEADER } from '@app/shared/contract';

type Schema = z.ZodType;

export interface RouteDocs {
  summary: string;
  description?: string;
  tag: Tag;
  query?: Schema;
  body?: Schema;
  /** Answers by status code; null for an answer without a body (204). */
  response?: Record<number, Schema | null>;
  /** Needs a logged-in member (the session cookie). */
  session?: boolean;
  /** Honours an Idempotency-Key (mutating routes that do not opt out, ADR 0006). */
  idempotent?: boolean;
  /** false: the route never answers an error body (the page-hidden beacon always answers 204). */
  errors?: boolean;
}

/** The groups of the page, in its order. */
const TAGS = {
  auth: 'Login, logout and the session cookie.',
  users: 'The logged-in member and sign-up.',
  account: 'Activation, password reset and change, mail address change (links sent by mail).',
  mail: 'Mail links: one-click unsubscribe (RFC 8058).',
  presence: 'Presence and the time bonus.',
  live: 'Live updates over a WebSocket.',
  settings: 'Site settings for the request host.',
  company: 'The company behind the site.',
  complaints: 'The complaints form.',
  chat: "The member's conversations.",
  likes: 'Likes given and received.',
  members: "Other members' profiles, blocking and reports.",
  media: "The member's own photos: upload, main photo, private photos, delete.",
  geo: "The browser's position as city, region and country.",
  reference: "Reference data the client loads once and caches, in the visitor's language.",
  payments: 'Packages, discount codes, checkout through the payment provider, orders and their receipts.',
  site: 'The assembled site: the Module Federation registry.',
  development: 'Development mode only (never in production): the mail outbox and the sandbox payment provider.',
} as const;
export type Tag = keyof typeof TAGS;

/**
 * JSON Schema (OpenAPI 3.0) of a zod schema: requests as the client sends them (`input`: before
 * transforms, defaults optional), answers as the server sends them (`output`). Refinements and
 * transforms cannot be expressed: they are left out (`unrepresentable: 'any'`), never thrown.
 */
function jsonSchema(schema: Schema, io: 'input' | 'output'): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<string, unknown>;
}

const ERROR_SCHEMA = {
  type: 'object',
  properties: {
    error: { type: 'string', enum: [...ERROR_CODES], description: 'A stable code the front end translates.' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'validation_failed: every bad field (path) and its translation key.',
    },
    minutes: { type: 'integer', description: 'login_blocked: minutes until login is allowed again.' },
    balance: { type: 'integer', description: 'insufficient_credits: the credits the member has.' },
  },
  required: ['error'],
};

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  404: 'Not found: `{"error": "not_found"}`',
  '4xx': 'Refused: `{"error": code}` (validation_failed names every bad field in `fields`).',
  '5xx': '`{"error": "internal_error"}` or `{"error": "unavailable"}`; internals never leak.',
};

const IDEMPOTENCY_HEADERS = {
  type: 'object',
  properties: {
    [IDEMPOTENCY_HEADER]: {
      type: 'string',
      description:
        'Optional. The first final answer is stored per member (or address) and key and replayed, with ' +
        '`Idempotent-Replayed: true`, for every repeat; the same key with another body answers 422 ' +
        'idempotency_key_reused, and one still running answers 409 request_in_progress.',
    },
  },
};

/** The contract schema of every documented answer, by the answer's entry in its route's schema. */
const answerSchemas = new WeakMap<object, Schema>();

/**
 * A route's documentation for the OpenAPI page, from the shared zod schemas. Requests are validated
 * by the same schemas in the handlers (`validate`), so these schemas document and never validate.
 */
export function docs(route: RouteDocs): FastifySchema {
  const response: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(route.response ?? {})) {
    const description = STATUS_TEXT[status] ?? 'Answer';
    const documented = schema ? { ...jsonSchema(schema, 'output'), description } : { type: 'null', description };
    if (schema) answerSchemas.set(documented, schema);
    response[status] = documented;
  }
  if (route.errors !== false) {
    for (const range of ['4xx', '5xx']) response[range] = { ...ERROR_SCHEMA, description: STATUS_TEXT[range] };
  }
  return {
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(route.query ? { querystring: jsonSchema(route.query, 'input') } : {}),
    ...(route.idempotent ? { headers: IDEMPOTENCY_HEADERS } : {}),
    ...(route.body ? { body: jsonSchema(route.body, 'input') } : {}),
    response,
    ...(route.session ? { security: [{ session: [] }] } : {}),
  } as FastifySchema;
}

/**
 * Answers as JSON; with `checkAnswers`, every answer that has a contract schema is first checked
 * against it and a mismatch is a 500 with the schema's complaint in the log. So every test and every
 * development run holds the server's answers to the contract, and the browser can take them as typed
 * without parsing them (and without downloading zod to do so, ADR 0020). Production skips the check.
 */
function answerSerializer(checkAnswers: boolean) {
  return ({
    schema,
    method,
    url,
    httpStatus,
  }: {
    schema: unknown;
    method: string;
    url: string;
    httpStatus?: string;
  }) => {
    const contract = checkAnswers ? answerSchemas.get(schema as object) : undefined;
    if (!contract) return (data: unknown) => JSON.stringify(data);
    return (data: unknown) => {
      const json = JSON.stringify(data);
      const checked = contract.safeParse(json === undefined ? undefined : JSON.parse(json));
      if (!checked.success) {
        throw new Error(
          `${method} ${url} ${httpStatus ?? ''}: the answer does not match its contract schema: ${z.prettifyError(checked.error)}`,
        );
      }
      return json;
    };
  };
}

/**
 * The OpenAPI page at /api/docs (JSON at /api/docs/json). Fastify's own validation and response
 * serialisation are turned off: the shared zod schemas validate, and answers are plain JSON (checked
 * against their contract schema outside production, `answerSerializer`). Call it before any route is
 * registered. Routes without docs (the site's files) stay off the page.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { checkAnswers }: { checkAnswers: boolean },
): Promise<void> {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(answerSerializer(checkAnswers));
  await app.register(fastifySwagger, {
    hideUntagged: true,
    openapi: {
      info: {
        title: 'Dating site API',
        version: '1.0.0',
        description:
          'The `/api/*.php` contract of the product specification (section 7) and the calls the screens need beyond it. ' +
          'Errors are JSON `{"error": code}` with a stable code; bad input answers 400 `validation_failed` with every ' +
          'bad field and its translation key in `fields`. Mutating requests from another site answer 403 ' +
          '`cross_site_request`; routes that need a member answer 403 `authentication_required` to a visitor.',
      },
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: AUTH_COOKIE.name,
            description: 'The session cookie that login and sign-up set (HttpOnly).',
          },
        },
      },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
