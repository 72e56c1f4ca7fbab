import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { spendingRoutes } from './spending.routes';
import { createSpendingService, type SpendingService } from './spending.service';

/**
 * The member's own spending safety (ADR 0027): the monthly limit, the "ask me before each paid
 * message" switch and this month's spending, in a Fastify scope of their own; the routes call only
 * the service it answers. Payments refuses a purchase over the limit with `assertWithinSpendingLimit`
 * (spending.service.ts) in the transaction that stores the order.
 */
export async function registerSpending(app: FastifyInstance, db: Db): Promise<SpendingService> {
  const service = createSpendingService(db);
  await app.register(async (scope) => {
    spendingRoutes(scope, service);
  });
  return service;
}
