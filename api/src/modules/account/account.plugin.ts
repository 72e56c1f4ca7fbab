import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { AccountMails } from './account-mail.service';
import { activationRoutes } from './activation.routes';
import { credentialsRoutes } from './credentials.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { unsubscribeRoutes } from './unsubscribe.routes';

/** Every route of the account module: activation, password reset and change, mail change, unsubscribe. */
export function registerAccount(app: FastifyInstance, db: Db, config: Config, mails: AccountMails): void {
  activationRoutes(app, db, config, mails);
  passwordResetRoutes(app, db, config, mails);
  credentialsRoutes(app, db, config, mails);
  unsubscribeRoutes(app, db);
}
