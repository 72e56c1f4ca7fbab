import type { FastifyInstance, FastifySchema } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { z } from 'zod';

type Schema = z.ZodType;

export interface RouteDocs {
  summary: string;
  description?: string;
  tag: string;
  query?: Schema;
  body?: Schema;
  /** Answers by status code. */
  response?: Record<number, Schema>;
  /** Needs a logged-in member (the session cookie). */
  session?: boolean;
}

function jsonSchema(schema: Schema, io: 'input' | 'output'): Record<string, unknown> {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<string, unknown>;
}

const ERROR_SCHEMA = {
  type: 'object',
  properties: {
    error: { type: 'string', description: 'A stable code the front end translates.' },
    fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Field to translation key.' },
    minutes: { type: 'integer' },
  },
  required: ['error'],
};

/**
 * A route's documentation for the OpenAPI page, from the shared zod schemas. Requests are validated
 * by the same schemas in the handlers (`validate`), so these schemas document and never validate.
 */
export function docs(route: RouteDocs): FastifySchema {
  const response: Record<string, unknown> = { '4xx': ERROR_SCHEMA, '5xx': ERROR_SCHEMA };
  for (const [status, schema] of Object.entries(route.response ?? {})) response[status] = jsonSchema(schema, 'output');
  return {
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    tags: [route.tag],
    ...(route.query ? { querystring: jsonSchema(route.query, 'input') } : {}),
    ...(route.body ? { body: jsonSchema(route.body, 'input') } : {}),
    response,
    ...(route.session ? { security: [{ session: [] }] } : {}),
  } as FastifySchema;
}

/**
 * The OpenAPI page at /api/docs (JSON at /api/docs/json). Fastify's own validation and response
 * serialisation are turned off: the shared zod schemas validate, and answers are plain JSON.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Dating site API',
        version: '1.0.0',
        description:
          'The `/api/*.php` contract of the product specification (section 7) and the calls the screens need beyond it. ' +
          'Errors are JSON `{"error": code}` with a stable code; mutating requests may carry an `Idempotency-Key`.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'session' } } },
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
