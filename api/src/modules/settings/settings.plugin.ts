import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { settingsRoutes } from './settings.routes';

/** The settings module: GET /api/settings.php; `pushPublicKey` is the server's VAPID public key. */
export function registerSettings(app: FastifyInstance, db: Db, pushPublicKey: string | null): void {
  settingsRoutes(app, db, pushPublicKey);
}
