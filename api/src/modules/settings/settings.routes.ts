import type { FastifyInstance } from 'fastify';
import { LOCALE_COOKIE, SettingsQuerySchema, SettingsResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { validate } from '../../http/validate';
import { resolveSite, toSettings } from './site.service';

/** GET /api/settings.php; `pushPublicKey` is the server's VAPID public key (push/vapid-keys.ts). */
export function settingsRoutes(app: FastifyInstance, db: Db, pushPublicKey: string | null): void {
  const schema = docs({
    tag: 'settings',
    summary: 'The site settings for the request host (spec section 3).',
    description:
      'The site is the one of `forced_domain`, else of the Host header; 503 `unavailable` when no site has that ' +
      "domain. The client sends the route's query along: `country` selects a country (`geoip_selected_country`); " +
      '`geoip_country` is the country of the client address. Texts come in the language of the locale cookie. ' +
      '`push_public_key` is the VAPID public key (base64url, 65 bytes) for PushManager.subscribe().',
    query: SettingsQuerySchema,
    response: { 200: SettingsResponseSchema },
  });
  app.get('/api/settings.php', { schema }, async (request) => {
    const query = validate(SettingsQuerySchema, request.query);
    const site = await resolveSite(db, query.forced_domain ?? request.headers.host);
    return {
      settings: toSettings(site, {
        language: request.cookies[LOCALE_COOKIE.name],
        selectedCountry: query.country,
        address: request.ip,
        pushPublicKey,
      }),
    };
  });
}
