import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { landerRoutes } from './lander.routes';

/**
 * The landers module (issue 15): the campaign data of the landers and the members they show,
 * GET /api/lander.php and GET /api/lander-member.php (README.md).
 */
export function registerLanders(app: FastifyInstance, db: Db): void {
  landerRoutes(app, db);
}
