import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route takes requests from anywhere (one-click unsubscribe, authorised by its token alone). */
    crossSite?: boolean;
  }
}

/**
 * Refuses mutating requests from other sites: a browser says so in Sec-Fetch-Site, or in an Origin
 * whose host differs from the request's. The live socket applies the same check (live-auth.ts).
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config.crossSite === false) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw new AppError('cross_site_request');
    const origin = request.headers.origin;
    if (origin && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new AppError('cross_site_request');
      }
      // request.host: X-Forwarded-Host only from a proxy of TRUST_PROXY (trusted-proxy.ts), else the Host header.
      if (originHost !== request.host) throw new AppError('cross_site_request');
    } else if (origin === 'null') {
      throw new AppError('cross_site_request');
    }
  });
}
