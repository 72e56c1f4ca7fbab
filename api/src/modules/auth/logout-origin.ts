import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { requestClientType } from './client-type';

/**
 * GET /api/logout.php stays a GET (spec section 7), so a link or an image on another site could
 * otherwise log a member out. It is taken only from the site itself: a browser that says
 * `Sec-Fetch-Site: same-origin`, or, without that header, a call with the client-type header, which a
 * cross-site link or image cannot send (a cross-site script would need a CORS preflight the server
 * never grants). Anything else is 403 `cross_site_request` and the session stays.
 */
export function assertLogoutFromSite(request: FastifyRequest): void {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return;
  const fromAnotherSite = fetchSite === 'cross-site' || fetchSite === 'same-site';
  if (fromAnotherSite || requestClientType(request) === null) throw new AppError('cross_site_request');
}
