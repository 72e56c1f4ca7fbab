import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { autoLikeRoutes } from './auto-like.routes';
import { blockRoutes } from './block.routes';
import { likeRoutes } from './like.routes';
import { matchFinderRoutes } from './match-finder.routes';
import { profileViewRoutes } from './profile-view.routes';
import { reportRoutes } from './report.routes';
import { searchRoutes } from './search.routes';
import { signupMatchesRoutes } from './signup-matches.routes';
import { swipeGameRoutes } from './swipe-game.routes';

/**
 * Every route of the members module: likes, auto-like, the sign-up matches, the match finder, the
 * swipe game, search, profile view, blocks and reports.
 */
export function registerMembers(app: FastifyInstance, db: Db, options: { keepSearchAnswers: boolean }): void {
  likeRoutes(app, db);
  autoLikeRoutes(app, db);
  signupMatchesRoutes(app, db);
  matchFinderRoutes(app, db);
  swipeGameRoutes(app, db);
  searchRoutes(app, db, options);
  profileViewRoutes(app, db);
  blockRoutes(app, db);
  reportRoutes(app, db);
}
