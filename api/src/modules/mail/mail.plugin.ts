import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { createMailer } from './create-mailer';
import { createSmsSender } from './create-sms-sender';
import { devOutboxRoutes } from './dev-outbox.routes';
import type { Mailer } from './mailer';
import type { SmsSender } from './sms-sender';

/**
 * The mailer and the SMS sender of the app (closed with it), and outside production the development
 * page of the outbox.
 */
export function registerMail(app: FastifyInstance, db: Db, config: Config): { mailer: Mailer; sms: SmsSender } {
  const mailer = createMailer(db, config, (message, error) => app.log.error({ err: error }, message));
  app.addHook('onClose', () => mailer.close());
  if (!config.isProduction) devOutboxRoutes(app, db);
  return { mailer, sms: createSmsSender(db, config) };
}
