import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { resolveSite } from '../settings/site.service';
import { companyInfo } from './company.service';

export function companyRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/companyinfo.php', async (request) => {
    const site = await resolveSite(db, request.headers.host);
    return { company: await companyInfo(db, site.company_id) };
  });
}
