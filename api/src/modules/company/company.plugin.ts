import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { companyRoutes } from './company.routes';

/** The company module: GET /api/companyinfo.php, the company details of the request host's site. */
export function registerCompany(app: FastifyInstance, db: Db): void {
  companyRoutes(app, db);
}
