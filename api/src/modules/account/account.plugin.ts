import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Sessions } from '../auth';
import { accountLifecycleRoutes } from './account-lifecycle.routes';
import type { AccountMails } from '../mail';
import { activationRoutes } from './activation.routes';
import { credentialsRoutes } from './credentials.routes';
import { deleteDiscountRoutes } from './delete-discount.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { unsubscribeRoutes } from './unsubscribe.routes';

/**
 * Every route of the account module: activation, password reset and change, mail change, unsubscribe,
 * deletion, its delete discount, pause, reactivation, data export and login links.
 */
export function registerAccount(
  app: FastifyInstance,
  db: Db,
  config: Config,
  mails: AccountMails,
  sessions: Sessions,
): void {
  activationRoutes(app, db, config, mails);
  passwordResetRoutes(app, db, config, mails);
  credentialsRoutes(app, db, config, mails);
  unsubscribeRoutes(app, db);
  accountLifecycleRoutes(app, db, config, mails, sessions);
  deleteDiscountRoutes(app, db);
}
