import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { resolveSite } from '../modules/settings';
import {
  CSP_REPORT_GROUP,
  CSP_REPORT_PATH,
  isServerPage,
  policyHost,
  RESOURCE_POLICY,
  serverPagePolicy,
  sitePolicy,
} from './security-headers-csp';

export const HSTS = 'max-age=31536000; includeSubDomains';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** The Content-Security-Policy of a page, and where its browser sends violations by the Reporting API. */
async function pageHeaders(request: FastifyRequest, db: Db, config: Config) {
  const host = policyHost(request.host);
  const secure = request.protocol === 'https';
  const pathname = request.url.split('?')[0]!;
  const policy = isServerPage(pathname)
    ? serverPagePolicy({ publicUrl: config.publicUrl })
    : sitePolicy({
        host,
        secure,
        cdnPrefix: (await resolveSite(db, request.headers.host).catch(() => null))?.cdn_prefix ?? null,
        publicUrl: config.publicUrl,
      });
  const endpoint = host ? `${CSP_REPORT_GROUP}="${secure ? 'https' : 'http'}://${host}${CSP_REPORT_PATH}"` : null;
  return { policy, endpoint };
}

/**
 * The security headers of every answer (ADR 0029), in one hook that also sees the site's static files,
 * the photos and the errors: `nosniff` and the Referrer-Policy everywhere, HSTS in production, and a
 * Content-Security-Policy: the site's for its pages, a looser one for the server's own pages, and
 * "load nothing, frame nowhere" for every other typed answer. Scripts carry none (a page's policy
 * governs them); an answer without a body type (204, 304, a redirect) carries none either, so a 304
 * never rewrites a cached answer's policy.
 */
export function registerSecurityHeaders(app: FastifyInstance, { config, db }: { config: Config; db: Db }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff').header('Referrer-Policy', REFERRER_POLICY);
    if (config.isProduction) reply.header('Strict-Transport-Security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '').toLowerCase();
    if (type.startsWith('text/html')) {
      const { policy, endpoint } = await pageHeaders(request, db, config);
      reply.header('Content-Security-Policy', policy);
      if (endpoint) reply.header('Reporting-Endpoints', endpoint);
    } else if (type && !type.includes('javascript')) {
      reply.header('Content-Security-Policy', RESOURCE_POLICY);
    }
    return payload;
  });
}
