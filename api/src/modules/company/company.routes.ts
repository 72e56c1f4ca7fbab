import type { FastifyInstance } from 'fastify';
import { CompanyInfoResponseSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { docs } from '../../http/openapi';
import { resolveSite } from '../settings';
import { companyInfo } from './company.service';

export function companyRoutes(app: FastifyInstance, db: Db): void {
  const schema = docs({
    tag: 'company',
    summary: "The company info of the request host's site (spec section 3).",
    response: { 200: CompanyInfoResponseSchema },
  });
  app.get('/api/companyinfo.php', { schema }, async (request) => {
    const site = await resolveSite(db, request.headers.host);
    return { company: await companyInfo(db, site.company_id) };
  });
}
