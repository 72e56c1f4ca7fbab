import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { Sessions } from '../auth';
import type { SignupMails } from './signup.service';
import { notificationsRoutes } from './notifications.routes';
import { ownProfileRoutes } from './own-profile.routes';
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
  ownProfileRoutes(app, db);
  notificationsRoutes(app, db);
  await presenceRoutes(app, db);
}
