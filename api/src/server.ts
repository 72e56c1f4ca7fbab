import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { progressFor, type Progress } from './cli/progress';
import { parseConfig, type Config } from './config';
import { createDatabase, type Db } from './db/database';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/open-database';
import { purgeDeletedAccounts } from './modules/account';
import { removeProfilePhotos } from './modules/media';
import { seedDemoData } from './seed/demo-data';
import { demoAvatars, type DemoAvatars } from './seed/demo-media';

/** How often deleted accounts past their reactivation date are purged. */
const PURGE_INTERVAL_MS = 3_600_000;
const MEDIA_PREFIX = '/media/';

export interface StartOptions {
  /** Progress lines; by default printed at the info log level and more verbose ones. */
  progress?: Progress;
  /** The site's files, which the app serves: awaited before it is built (`pnpm start` builds them meanwhile). */
  siteReady?: Promise<void>;
  /** The database, opened already or being opened (`pnpm start` opens it while this code loads). */
  database?: Promise<Db>;
}

export interface RunningServer {
  app: FastifyInstance;
  db: Db;
  url: string;
  /** The demo avatars drawn after listening (outside production); resolves when they all are. */
  avatarsDrawn: Promise<void>;
  close(): Promise<void>;
}

/** Missing demo avatars: each is drawn before its file is first served, the rest in the background. */
function serveAvatarsOnDemand(app: FastifyInstance, avatars: DemoAvatars): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(MEDIA_PREFIX)) return;
    await avatars.ensure(request.url.slice(MEDIA_PREFIX.length).split('?')[0]!);
  });
}

/**
 * The embedded database after migrations or demo data filled it: opened again, because the memory that
 * filling grew in its thread (WebAssembly memory never shrinks) goes only with the thread (issue 19:
 * a first start used 550 MB, a restart 220 MB). PostgreSQL, or nothing filled: the database as it is.
 */
async function afterFilling(db: Db, config: Config, progress: Progress, filled: boolean): Promise<Db> {
  if (!filled || config.databaseUrl) return db;
  await db.destroy();
  return progress.step('database: opening again after filling it (frees its memory)', () => createDatabase(config));
}

/**
 * Starts the server: database, migrations, demo data (outside production), the hourly purge of
 * deleted accounts, listen; then the demo avatars that are missing, drawn in the background.
 */
export async function startServer(config: Config = parseConfig(), options: StartOptions = {}): Promise<RunningServer> {
  const progress = options.progress ?? progressFor(config.logLevel);
  const opened = await (options.database ?? openDatabase(config, progress));
  const applied = await progress.step('database: migrations', () => migrateToLatest(opened), {
    summary: (count) => (count ? `${count} applied` : 'up to date'),
  });
  const seed = config.isProduction
    ? { seeded: false }
    : await seedDemoData(opened, { bulkMembers: config.seedMembers, progress });
  const db = await afterFilling(opened, config, progress, applied > 0 || seed.seeded);
  // The avatar check (file listings) and building the app (once the site is there) side by side.
  const [avatars, app] = await Promise.all([
    config.isProduction
      ? null
      : progress.step('avatars: checking', () => demoAvatars(db, config.dataDir), {
          summary: ({ missing }) => `${missing} to draw`,
        }),
    Promise.resolve(options.siteReady).then(() =>
      progress.step('server: building the app', () => buildApp({ config, db })),
    ),
  ]);
  if (avatars?.missing) serveAvatarsOnDemand(app, avatars);
  // Deleted accounts past their reactivation date: purged at start and every hour after.
  const purge = () =>
    purgeDeletedAccounts(db, new Date(), (profileId) => removeProfilePhotos(config.dataDir, profileId))
      .then((count) => {
        if (count > 0) app.log.info({ count }, 'deleted accounts purged');
      })
      .catch((error: unknown) => app.log.error(error, 'purging deleted accounts failed'));
  await purge();
  const purgeTimer = setInterval(() => void purge(), PURGE_INTERVAL_MS);
  purgeTimer.unref();
  const url = await app.listen({ port: config.port, host: config.host });
  progress.note(`listening on ${url}`);
  const avatarsDrawn = avatars?.missing
    ? progress
        .step('avatars: drawing (the site answers meanwhile)', () => avatars.drawAll(), {
          summary: (result) => `${result.rendered} drawn`,
          status: () => `${avatars.drawn()} of ${avatars.missing}`,
          announce: true,
        })
        .then(
          () => {},
          (error: unknown) => app.log.error(error, 'drawing the demo avatars failed'),
        )
    : Promise.resolve();
  return {
    app,
    db,
    url,
    avatarsDrawn,
    async close() {
      clearInterval(purgeTimer);
      await avatars?.stop();
      await app.close();
      await db.destroy();
    },
  };
}

/** Closes the server on Ctrl-C and on SIGTERM, then ends the process. */
export function closeOnSignal(server: RunningServer): void {
  const close = () => void server.close().finally(() => process.exit(0));
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startServer()
    .then(closeOnSignal)
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
