import type { FastifyInstance } from 'fastify';
import { LOCALE_COOKIE, SettingsQuerySchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { validate } from '../../http/validate';
import { lookupCountry } from '../geo/ip-country';
import { resolveSite, toSettings } from './site.service';

export function settingsRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/settings.php', async (request) => {
    const query = validate(SettingsQuerySchema, request.query);
    const site = await resolveSite(db, query.forced_domain ?? request.headers.host);
    return {
      settings: toSettings(site, {
        language: request.cookies[LOCALE_COOKIE.name],
        selectedCountry: query.country,
        geoipCountry: lookupCountry(request.ip),
      }),
    };
  });
}
