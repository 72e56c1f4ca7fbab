import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOCALE_COOKIE, TokenQuerySchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { docs } from '../../http/openapi';
import { resolveSite } from '../settings';
import { unsubscribePage } from './unsubscribe-page';
import { unsubscribe } from './unsubscribe.service';

const postDocs = docs({
  tag: 'mail',
  summary: 'One-click unsubscribe (RFC 8058), sent by mail clients: turns mail off for the member.',
  description:
    'The URL of the `List-Unsubscribe` header of every mail (with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`). ' +
    'Sets `mail_disabled_reason` to `list_unsubscribe` and adds `mail` to `notifications_disabled`. The token never ' +
    'expires and can be used again. Taken from any origin: the token is the authorisation. 404 `not_found` for an ' +
    'unknown token.',
  query: TokenQuerySchema,
  response: { 200: z.object({ ok: z.literal(true) }) },
});

const getDocs = docs({
  tag: 'mail',
  summary: 'The unsubscribe link of a mail’s footer: turns mail off and answers a small translated HTML page.',
  description: 'The same effect as the POST; answers 200 `text/html` (404 with a page for an unknown token).',
  query: TokenQuerySchema,
  response: { 200: z.string().describe('text/html') },
  errors: false,
});

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const tokenOf = (query: unknown) => {
  const token = (query as Record<string, unknown>).token;
  return typeof token === 'string' ? token : '';
};

export function unsubscribeRoutes(app: FastifyInstance, db: Db): void {
  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058): taken, and not needed.
  void app.register(async (scope) => {
    scope.addContentTypeParser(FORM_TYPES, { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/unsubscribe.php',
      { config: { idempotency: false, crossSite: false }, schema: postDocs },
      async (request) => {
        if ((await unsubscribe(db, tokenOf(request.query))) === null) throw new AppError('not_found');
        return { ok: true };
      },
    );
  });

  app.get('/api/unsubscribe.php', { schema: getDocs }, async (request, reply) => {
    const member = await unsubscribe(db, tokenOf(request.query));
    const site = await resolveSite(db, request.headers.host);
    const page = unsubscribePage({
      language: member?.language ?? request.cookies[LOCALE_COOKIE.name] ?? site.domain_language,
      site: site.name,
      ok: member !== null,
      home: '/',
    });
    return reply
      .status(member === null ? 404 : 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page);
  });
}
