import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Sessions } from '../auth/session.service';
import type { SignupMails } from './signup.service';
import { presenceRoutes } from './presence.routes';
import { signupRoutes } from './signup.routes';
import { userRoutes } from './user.routes';

/** Every route of the users module. */
export async function registerUsers(
  app: FastifyInstance,
  db: Db,
  sessions: Sessions,
  mails: SignupMails,
): Promise<void> {
  userRoutes(app, db, sessions);
  signupRoutes(app, db, sessions, mails);
  await presenceRoutes(app, db);
}
