import type { FastifyInstance } from 'fastify';
import { LanguageUpdateSchema, LoginSchema, PushSubscriptionRequestSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { addressRateKey, clientAddress } from '../../http/client-address';
import { enforceRateLimit, type RateLimitRule } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { authenticate } from '../auth/login.service';
import { requireUser } from '../auth/require-user';
import type { Sessions } from '../auth/session.service';
import { resolveSite } from '../settings/site.service';
import { upsertPushSubscription } from './push-subscription.repository';
import { markSeen, updateLanguage } from './user.repository';
import { loadUserDto, toUserDto } from './user.service';

/** How often presence (users.last_seen_at) is written at most. */
const PRESENCE_RESOLUTION_MS = 60_000;

/** Logins per client address (the per-email lockout is the login service's). */
export const LOGIN_RATE_LIMIT: RateLimitRule = { name: 'login', limit: 30, windowSeconds: 600 };

/** /api/user.php: the user (GET), login (POST), push subscription (POST ?push=1), language (PUT). */
export function userRoutes(app: FastifyInstance, db: Db, sessions: Sessions): void {
  app.get('/api/user.php', async (request) => {
    if (!request.user) return { user: null };
    const now = new Date();
    // Presence needs minute resolution: a write at most once a minute, not on every poll.
    const lastSeen = request.user.last_seen_at ? new Date(request.user.last_seen_at).getTime() : 0;
    const [user] = await Promise.all([
      toUserDto(db, request.user),
      now.getTime() - lastSeen >= PRESENCE_RESOLUTION_MS ? markSeen(db, request.user.id, now) : null,
    ]);
    return { user };
  });

  app.put('/api/user.php', async (request) => {
    const user = requireUser(request);
    const { language } = validate(LanguageUpdateSchema, request.body);
    await updateLanguage(db, user.id, language);
    return { user: await toUserDto(db, { ...user, language }) };
  });

  // No Idempotency-Key: a replay would answer without the session cookie, and the key's request hash
  // would keep a fast hash of the password. Login and the push upsert are safe to repeat.
  app.post('/api/user.php', { config: { idempotency: false } }, async (request, reply) => {
    if ((request.query as Record<string, unknown>).push !== undefined) {
      const user = requireUser(request);
      const { subscription } = validate(PushSubscriptionRequestSchema, request.body);
      await upsertPushSubscription(db, user.id, subscription);
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
