import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the shell would fetch first on every page (ADR 0019), as the API answers it. */
export interface FirstPageData {
  settings: unknown;
  user: unknown;
}

/**
 * The answers of `GET /api/settings.php` and `GET /api/user.php` for this page's request, asked of
 * the server's own routes (same cookies, host, address and query), so the page carries them and the
 * shell renders without a round trip first. Null when either does not answer 200: the shell then
 * fetches them itself.
 */
export async function firstPageData(app: FastifyInstance, request: FastifyRequest): Promise<FirstPageData | null> {
  const search = request.url.split('?')[1] ?? '';
  const query = new URLSearchParams(search);
  query.set('forced_domain', request.headers.host ?? '');
  const headers = {
    ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    ...(request.headers.host ? { host: request.headers.host } : {}),
    ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
  };
  const [settings, user] = await Promise.all([
    app.inject({ method: 'GET', url: `/api/settings.php?${query}`, headers, remoteAddress: request.ip }),
    app.inject({ method: 'GET', url: '/api/user.php', headers, remoteAddress: request.ip }),
  ]);
  if (settings.statusCode !== 200 || user.statusCode !== 200) return null;
  const settingsBody = settings.json<{ settings?: unknown }>();
  const userBody = user.json<{ user?: unknown }>();
  if (!settingsBody.settings || !('user' in userBody)) return null;
  return { settings: settingsBody.settings, user: userBody.user ?? null };
}
