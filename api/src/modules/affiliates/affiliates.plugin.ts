import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { devAffiliatesRoutes } from './dev-affiliates.routes';
import { landingRoutes } from './landing.routes';
import { createPostbackWorker, type PostbackWorker } from './postback-worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** The postback worker of this process (tests run it with `tick`). */
    affiliatePostbacks: PostbackWorker;
  }
}

/**
 * The affiliates module: POST /api/landing.php, the postback worker (started when the server listens,
 * so an app only injected into never calls out; stopped on close) and outside production the
 * development page /dev/affiliates. The conversions are recorded by the hooks in conversion.service.ts.
 */
export async function registerAffiliates(app: FastifyInstance, db: Db, config: Config): Promise<void> {
  landingRoutes(app, db, config.isProduction);
  const worker = createPostbackWorker({ db, log: app.log });
  app.decorate('affiliatePostbacks', worker);
  app.addHook('onListen', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  if (!config.isProduction) await devAffiliatesRoutes(app, db);
}
