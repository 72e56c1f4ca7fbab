import type { FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_COOKIE, type ClientType } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { isClientType, requestClientType } from './client-type';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import type { Invalidation } from '../events';
import type { CurrentUser } from './current-user';
import { SessionCache } from './session-cache';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteUserSessions,
  findSessionMember,
  findSessionUser,
  insertSession,
  touchSession,
  type SessionExtras,
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

/** What the session cache keeps of a session (ADR 0032): its member, the DTO's extras, its own state. */
interface KnownSession {
  user: CurrentUser;
  extras: SessionExtras | null;
  clientType: ClientType;
  lastUsedAt: number;
}

type FoundSession = NonNullable<Awaited<ReturnType<typeof findSessionUser>>> & { session_extras?: SessionExtras };

/** Only reads are served from the cache: a request that changes something sees the rows as they are. */
const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/** Session handling bound to the database and the cookie settings, with this process's session cache. */
export function createSessions(db: Db, options: { secureCookies: boolean }) {
  const secure = options.secureCookies;
  const cache = new SessionCache<KnownSession>();
  const extrasOfRequest = new WeakMap<FastifyRequest, SessionExtras>();

  /** Ends what every process cached of the member a request came with, before the answer goes out. */
  const forget = async (request: FastifyRequest): Promise<void> => {
    if (request.user) await request.server.liveBus.invalidate({ userIds: [request.user.id] });
  };

  /** The session from the database: null (and a dead session deleted) unless its member can use it. */
  async function read(tokenHash: string, now: Date, withExtras: boolean): Promise<KnownSession | null> {
    const found: FoundSession | undefined = withExtras
      ? await findSessionMember(db, tokenHash, now)
      : await findSessionUser(db, tokenHash, now);
    const profile = found && found.status !== 'deleted' ? found.session_profile : undefined;
    if (!found || !profile) {
      if (found) await deleteSession(db, tokenHash);
      return null;
    }
    const {
      session_token_hash: _hash,
      session_client_type,
      session_last_used_at,
      session_expires_at: _expires,
      session_profile: _profile,
      session_extras,
      ...user
    } = found;
    return {
      user: { ...user, profile },
      extras: session_extras ?? null,
      clientType: isClientType(session_client_type) ? session_client_type : 'web',
      lastUsedAt: new Date(session_last_used_at).getTime(),
    };
  }

  /** A read's session from the cache, else from the database into the cache (one query either way at most). */
  async function known(tokenHash: string, now: Date): Promise<KnownSession | null> {
    const cached = cache.get(tokenHash);
    if (cached) return cached;
    const load = cache.begin();
    try {
      const session = await read(tokenHash, now, true);
      if (session) cache.finish(load, tokenHash, session.user.id, session);
      return session;
    } finally {
      cache.abandon(load);
    }
  }

  /**
   * Hands a new session to the browser. Any session the browser brought is deleted first, so a token
   * planted before login never becomes a logged-in session (session fixation).
   */
  async function issue(request: FastifyRequest, reply: FastifyReply, token: string): Promise<void> {
    const brought = broughtToken(request);
    if (brought && brought !== token) {
      await deleteSession(db, hashSessionToken(brought));
      await forget(request);
    }
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
     * on every device) and clears the cookie. No process serves the session from its cache afterwards.
     */
    async end(request: FastifyRequest, reply: FastifyReply, everywhere = false): Promise<void> {
      const brought = broughtToken(request);
      if (everywhere && request.user) await deleteUserSessions(db, request.user.id);
      else if (brought) await deleteSession(db, hashSessionToken(brought));
      await forget(request);
      if (request.cookies[AUTH_COOKIE.name] !== undefined) clearSessionCookie(reply, secure);
      request.user = null;
      request.authSession = null;
    },

    /**
     * Sets request.user and request.authSession from the session cookie: for a read from this
     * process's cache when it has the session, else from the database. A cookie without a live
     * session is cleared. A used session slides its expiry and stores the client-type header.
     */
    async resolve(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const raw = request.cookies[AUTH_COOKIE.name];
      if (raw === undefined) return;
      const tokenHash = isWellFormedToken(raw) ? hashSessionToken(raw) : null;
      const now = new Date();
      const session = tokenHash ? await (isRead(request) ? known(tokenHash, now) : read(tokenHash, now, false)) : null;
      if (!tokenHash || !session) {
        clearSessionCookie(reply, secure);
        return;
      }
      const clientType = requestClientType(request) ?? session.clientType;
      if (clientType !== session.clientType || now.getTime() - session.lastUsedAt > TOUCH_AFTER_MS) {
        await touchSession(db, tokenHash, {
          lastUsedAt: now,
          expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
          clientType,
        });
        cache.update(tokenHash, (value) => ({ ...value, clientType, lastUsedAt: now.getTime() }));
        setSessionCookie(reply, raw, secure);
      }
      request.user = session.user;
      request.authSession = { tokenHash, clientType };
      if (session.extras) extrasOfRequest.set(request, session.extras);
    },

    /** The user DTO's extras read with the request's session, when they came with it (reads only). */
    extrasOf(request: FastifyRequest): SessionExtras | null {
      return extrasOfRequest.get(request) ?? null;
    },

    /** Presence was written: the cached member says so, so the next poll does not write it again. */
    seen(request: FastifyRequest, at: Date): void {
      const tokenHash = request.authSession?.tokenHash;
      if (!tokenHash) return;
      cache.update(tokenHash, (value) => ({ ...value, user: { ...value.user, last_seen_at: at } }));
    },

    /** What the bus says changed (ADR 0032); `registerAuth` connects it. */
    invalidate: (invalidation: Invalidation) => cache.invalidate(invalidation),
  };
}

export type Sessions = ReturnType<typeof createSessions>;
