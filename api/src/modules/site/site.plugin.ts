import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { siteRoutes } from './site.routes';

export interface SiteOptions {
  db: Db;
  /** The assembled site: `shell/`, `remotes/` and `remotes.json`. */
  siteDir: string;
}

/**
 * The site module: the shell and the remotes as static files, `/remotes.json`, and the first page of
 * every other address (its not-found handler answers each address no route claims).
 */
export async function registerSite(app: FastifyInstance, { db, siteDir }: SiteOptions): Promise<void> {
  await siteRoutes(app, db, siteDir);
}
