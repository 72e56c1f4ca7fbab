import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  LanguageUpdateSchema,
  LoginSchema,
  OkResponseSchema,
  PushSubscriptionRequestSchema,
  UserResponseSchema,
} from '@app/shared/contract';
import type { Db } from '../../db/database';
import { addressRateKey, clientAddress } from '../../http/client-address';
import { docs } from '../../http/openapi';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { authenticate, requireUser, type Sessions } from '../auth';
import { resolveSite } from '../settings';
import {
  LOGIN_LOCKOUT_RULE,
  loadUserDto,
  recordSeen,
  savePushSubscription,
  setLanguage,
  toUserDto,
  userDtoOf,
} from './user.service';

/** How often presence (users.last_seen_at) is written at most. */
const PRESENCE_RESOLUTION_MS = 60_000;

/** Logins per client address (the per-email lockout is the login service's). */
export const LOGIN_RATE_LIMIT: RateLimitRule = { name: 'login', limit: 30, windowSeconds: 600 };

/** The query of POST /api/user.php, for the OpenAPI page: the handler only asks whether `push` is there. */
const PushQuerySchema = z.object({
  push: z.string().optional().describe('Present (`?push=1`): the body is a push subscription, not credentials.'),
});

const getUserDocs = docs({
  tag: 'users',
  summary: 'The logged-in member (spec section 3), or `{"user": null}` for a visitor.',
  description: 'Polled by the client; also records presence (last seen), at most once a minute.',
  response: { 200: UserResponseSchema },
});

const putUserDocs = docs({
  tag: 'users',
  summary: "Changes the member's interface language; answers the user.",
  description: '403 `authentication_required` for a visitor.',
  body: LanguageUpdateSchema,
  response: { 200: UserResponseSchema },
  session: true,
  idempotent: true,
});

const postUserDocs = docs({
  tag: 'auth',
  summary: 'Logs in with email and password; with `?push=1`, stores the browser push subscription instead.',
  description:
    'Login sets the session cookie and answers the user. A wrong email or password answers 401 `login_failed` ' +
    `(the same for an unknown email); ${LOGIN_LOCKOUT_RULE}: 429 ` +
    '`login_blocked` with the `minutes` left. A deleted account answers 403 `account_deleted` after its password ' +
    `was verified. 429 \`rate_limited\` after ${LOGIN_RATE_LIMIT.limit} logins per client address in ` +
    `${LOGIN_RATE_LIMIT.windowSeconds / 60} minutes. With \`?push=1\` the member's push subscription is stored ` +
    '(upserted by endpoint) and the answer is `{"ok": true}`; 403 `authentication_required` for a visitor. ' +
    'No Idempotency-Key replay: both are safe to repeat.',
  query: PushQuerySchema,
  body: z.union([LoginSchema, PushSubscriptionRequestSchema]),
  response: { 200: z.union([UserResponseSchema, OkResponseSchema]) },
});

/** /api/user.php: the user (GET), login (POST), push subscription (POST ?push=1), language (PUT). */
export function userRoutes(app: FastifyInstance, db: Db, sessions: Sessions): void {
  app.get('/api/user.php', { schema: getUserDocs }, async (request) => {
    if (!request.user) return { user: null };
    const now = new Date();
    // Presence needs minute resolution: a write at most once a minute, not on every poll.
    const lastSeen = request.user.last_seen_at ? new Date(request.user.last_seen_at).getTime() : 0;
    if (now.getTime() - lastSeen >= PRESENCE_RESOLUTION_MS) {
      await recordSeen(db, request.user.id, now);
      sessions.seen(request, now);
    }
    // The session brought the extras (ADR 0032): no query when this process had the session cached.
    const extras = sessions.extrasOf(request);
    return { user: extras ? userDtoOf(request.user, extras) : await toUserDto(db, request.user) };
  });

  app.put('/api/user.php', { schema: putUserDocs }, async (request) => {
    const user = requireUser(request);
    const { language } = validate(LanguageUpdateSchema, request.body);
    await setLanguage(db, user.id, language);
    return { user: await toUserDto(db, { ...user, language }) };
  });

  // No Idempotency-Key: a replay would answer without the session cookie, and the key's request hash
  // would keep a fast hash of the password. Login and the push upsert are safe to repeat.
  app.post('/api/user.php', { config: { idempotency: false }, schema: postUserDocs }, async (request, reply) => {
    if ((request.query as Record<string, unknown>).push !== undefined) {
      const user = requireUser(request);
      const { subscription } = validate(PushSubscriptionRequestSchema, request.body);
      await savePushSubscription(db, user.id, subscription);
      return { ok: true };
    }
    const credentials = validate(LoginSchema, request.body);
    const ip = clientAddress(request);
    await enforceRateLimit(db, reply, LOGIN_RATE_LIMIT, addressRateKey(ip));
    const site = await resolveSite(db, request.headers.host);
    const userId = await authenticate(db, { siteId: site.id, ...credentials, ip });
    await sessions.start(request, reply, userId);
    return { user: await loadUserDto(db, userId) };
  });
}
