import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE, type ClientType } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { isClientType, requestClientType } from './client-type';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSessionUser,
  insertSession,
  touchSession,
} from './session.repository';
import { hashSessionToken, isWellFormedToken, newSessionToken } from './session-token';

/** Sessions live 30 days from their last use (sliding). */
export const SESSION_TTL_MS = AUTH_COOKIE.maxAgeDays * 86_400_000;
/** A session's expiry and cookie are renewed at most this often, not on every request. */
const TOUCH_AFTER_MS = 5 * 60_000;

/**
 * Stores a new session for a member and answers its token: 32 random bytes, of which only the SHA-256
 * is stored. Takes a transaction when the session belongs to a larger unit of work (sign-up).
 */
export async function createSession(db: Db, userId: number, clientType: ClientType, now = new Date()): Promise<string> {
  const token = newSessionToken();
  await insertSession(db, {
    tokenHash: hashSessionToken(token),
    userId,
    clientType,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    now,
  });
  await deleteExpiredSessions(db, userId, now);
  return token;
}

/** The session cookie's token a request carries, when it can be one. */
function broughtToken(request: FastifyRequest): string | null {
  const value = request.cookies[AUTH_COOKIE.name];
  return isWellFormedToken(value) ? value : null;
}

/** Session handling bound to the database and the cookie settings. */
export function createSessions(db: Db, options: { secureCookies: boolean }) {
  const secure = options.secureCookies;

  /**
   * Hands a new session to the browser. Any session the browser brought is deleted first, so a token
   * planted before login never becomes a logged-in session (session fixation).
   */
  async function issue(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
    const brought = broughtToken(request);
    if (brought && brought !== token) await deleteSession(db, hashSessionToken(brought));
    request.authSession = null;
    request.user = null;
    setSessionCookie(reply, token, secure);
  }

  return {
    issue,

    /** Logs a member in: a fresh token on every login. */
    async start(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
      const token = await createSession(db, userId, requestClientType(request) ?? 'web');
      await issue(request, reply, token);
    },

    /**
     * Logs out: deletes the session the cookie names (with `everywhere`, every session of its member,
     * on every device) and clears the cookie.
     */
    async end(request: FastifyRequest, reply: FastifyReply, everywhere = false): Promise<void> {
      const brought = broughtToken(request);
      if (everywhere && request.user) await deleteUserSessions(db, request.user.id);
      else if (brought) await deleteSession(db, hashSessionToken(brought));
      if (request.cookies[AUTH_COOKIE.name] !== undefined) clearSessionCookie(reply, secure);
      request.user = null;
      request.authSession = null;
    },

    /**
     * Sets request.user and request.authSession from the session cookie. A cookie without a live
     * session is cleared. A used session slides its expiry and stores the client-type header.
     */
    async resolve(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const raw = request.cookies[AUTH_COOKIE.name];
      if (raw === undefined) return;
      const token = isWellFormedToken(raw) ? raw : null;
      const now = new Date();
      const tokenHash = token ? hashSessionToken(token) : null;
      const found = tokenHash ? await findSessionUser(db, tokenHash, now) : undefined;
      const profile = found && found.status !== 'deleted' ? found.session_profile : undefined;
      if (!token || !tokenHash || !found || !profile) {
        if (tokenHash && found) await deleteSession(db, tokenHash);
        clearSessionCookie(reply, secure);
        return;
      }
      const {
        session_token_hash: _hash,
        session_client_type,
        session_last_used_at,
        session_profile: _profile,
        ...user
      } = found;
      const stored = isClientType(session_client_type) ? session_client_type : 'web';
      const clientType = requestClientType(request) ?? stored;
      if (clientType !== stored || now.getTime() - new Date(session_last_used_at).getTime() > TOUCH_AFTER_MS) {
        await touchSession(db, tokenHash, {
          lastUsedAt: now,
          expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
          clientType,
        });
        setSessionCookie(reply, token, secure);
      }
      request.user = { ...user, profile };
      request.authSession = { tokenHash, clientType };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
