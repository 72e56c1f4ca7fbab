import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { AUTH_COOKIE, RegistrySchema, visitorRedirect } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { sendCompressed } from '../../http/send-compressed';
import { resolveSite } from '../settings';
import { renderShellPage } from './first-page';
import { firstPageData } from './first-page-data';
import { webManifest } from './web-manifest';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Serves the assembled site: the shell, each remote's versioned folder, the registry, the push
 * worker, the web manifest, and the shell's index.html for every other page address, with the status
 * of the screen it shows (`page-status.ts`).
 */
export async function siteRoutes(app: FastifyInstance, db: Db, siteDir: string): Promise<void> {
  // Hashed shell assets and versioned remote folders never change: cached for a year. Entry files
  // (index.html, the push worker) are revalidated on every load.
  const setHeaders = (reply: FastifyReply, file: string) => {
    const immutable =
      /\.[0-9a-f]{10}\.(js|css)(\.br|\.gz)?$/.test(file) || file.startsWith(path.join(siteDir, 'remotes'));
    reply.header('Cache-Control', immutable ? IMMUTABLE : NO_CACHE);
  };
  await app.register(fastifyStatic, {
    root: path.join(siteDir, 'shell'),
    prefix: '/shell/',
    index: false,
    preCompressed: true,
    setHeaders,
  });
  await app.register(fastifyStatic, {
    root: path.join(siteDir, 'remotes'),
    prefix: '/remotes/',
    index: false,
    preCompressed: true,
    decorateReply: false,
    setHeaders,
  });

  // The one file of the site on the OpenAPI page: the Module Federation contract between shell and remotes.
  const registryDocs = docs({
    tag: 'site',
    summary: 'The runtime registry: the live version of each remote, the routes it owns, the campaign map.',
    description:
      'Read by the shell at start to load the remotes (never cached). 404 `not_found` before the first release.',
    response: { 200: RegistrySchema },
  });
  app.get('/remotes.json', { schema: registryDocs }, async (_request, reply) => {
    const body = await fs.readFile(path.join(siteDir, 'remotes.json'), 'utf8').catch(() => null);
    reply.header('Cache-Control', 'no-store');
    if (body === null) return reply.status(404).send({ error: 'not_found' });
    return reply.type('application/json').send(body);
  });

  app.get('/sw-push.js', async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE).header('Service-Worker-Allowed', '/');
    return reply.sendFile('sw-push.js');
  });

  app.get('/manifest.webmanifest', async (request, reply) => {
    const site = await resolveSite(db, request.headers.host);
    reply.header('Cache-Control', NO_CACHE).type('application/manifest+json');
    return webManifest(site);
  });

  // The shell's page with the registry inline and the first page's scripts preloaded (ADR 0019).
  const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
    const site = await resolveSite(db, request.headers.host).catch(() => null);
    const page = await renderShellPage(siteDir, {
      pathname: request.url.split('?')[0]!,
      cookies: request.cookies,
      acceptLanguage: request.headers['accept-language'],
      domainLanguage: site?.domain_language ?? '',
      loadData: (shown) => firstPageData(app, request, shown).catch(() => null),
    });
    if (page === null) return reply.status(404).send({ error: 'not_found' });
    // The page may carry the member's own data: no shared cache keeps it. Its status is the one of the
    // screen it shows: 404 for an address nobody owns, 500 for a route the shell cannot render.
    reply.status(page.status).header('Cache-Control', `private, ${NO_CACHE}`).type('text/html; charset=utf-8');
    // Fastify's compression hooks only routes; this answer comes from the not-found handler.
    return sendCompressed(request, reply, page.html);
  };

  app.setNotFoundHandler((request, reply) => {
    // A file is told by the path's extension; the query (`?email=jane@example.com`) does not count.
    const pathname = request.url.split('?')[0]!;
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !/\.[a-z0-9]{2,5}$/i.test(pathname);
    if (!wantsPage) return reply.status(404).send({ error: 'not_found' });
    // A page that sends a visitor on is not sent to a visitor (the page would load only to leave).
    const redirect = request.cookies[AUTH_COOKIE.name] ? null : visitorRedirect(pathname);
    if (redirect) return reply.header('Cache-Control', `private, ${NO_CACHE}`).redirect(redirect, 302);
    return sendShell(request, reply);
  });
}
