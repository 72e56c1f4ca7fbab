import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { SmsSender } from '../mail';
import { directDebitRoutes } from './direct-debit.routes';
import { createDirectDebitService, type DirectDebitService } from './direct-debit.service';

export interface DirectDebitOptions {
  db: Db;
  sms: SmsSender;
}

/**
 * The direct debit module (ADR 0026, built as ADR 0018 says): a Fastify plugin whose routes call only
 * its own service, which it answers for other modules.
 */
export async function registerDirectDebit(
  app: FastifyInstance,
  options: DirectDebitOptions,
): Promise<DirectDebitService> {
  const service = createDirectDebitService(options);
  await app.register(async (scope) => {
    directDebitRoutes(scope, service);
  });
  return service;
}
