import type { IncomingMessage } from 'node:http';
import { AUTH_COOKIE, type ErrorCode } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { requestHost, type TrustProxy } from '../../http/trusted-proxy';
import { liveSessionMember, hashSessionToken, isWellFormedToken } from '../auth';

/** Who a live socket belongs to, and the session it was opened with (the token is never kept). */
export interface LiveMember {
  userId: number;
  profileId: number;
  tokenHash: string;
}

export type UpgradeCheck = { ok: true; member: LiveMember } | { ok: false; status: 401 | 403; code: ErrorCode };

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
}

/**
 * Whether an upgrade comes from the site itself, as the cross-site guard decides for mutating
 * requests: a browser says otherwise in Sec-Fetch-Site, or in an Origin whose host differs from the
 * request's (X-Forwarded-Host only from a trusted proxy, as Fastify's request.host). Browsers always
 * send Origin with a WebSocket.
 */
export function isSameSite(request: IncomingMessage, trustProxy: TrustProxy): boolean {
  if (header(request, 'sec-fetch-site') === 'cross-site') return false;
  const origin = header(request, 'origin');
  if (origin === undefined) return true;
  const host = requestHost(request, trustProxy);
  try {
    return origin !== 'null' && new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * Authenticates a socket upgrade by the session cookie alone, as every /api/ request is: a live
 * session of a member who is not deleted. 403 cross_site_request from another site, 401
 * authentication_required without a session.
 */
export async function checkUpgrade(
  db: Db,
  request: IncomingMessage,
  options: { trustProxy: TrustProxy; parseCookie: (header: string) => Record<string, string | undefined> },
): Promise<UpgradeCheck> {
  if (!isSameSite(request, options.trustProxy)) return { ok: false, status: 403, code: 'cross_site_request' };
  const token = options.parseCookie(request.headers.cookie ?? '')[AUTH_COOKIE.name];
  if (!isWellFormedToken(token)) return { ok: false, status: 401, code: 'authentication_required' };
  const tokenHash = hashSessionToken(token);
  const member = await liveSessionMember(db, tokenHash);
  if (!member) return { ok: false, status: 401, code: 'authentication_required' };
  return { ok: true, member: { ...member, tokenHash } };
}
