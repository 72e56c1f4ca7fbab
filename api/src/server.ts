import { buildApp } from './app';
import { parseConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { purgeDeletedAccounts } from './modules/account/account-deletion.service';
import { removeProfilePhotos } from './modules/media/photo-store';
import { seedDemoData } from './seed/demo-data';
import { seedDemoMedia } from './seed/demo-media';

/** How often deleted accounts past their reactivation date are purged. */
const PURGE_INTERVAL_MS = 3_600_000;

/** Starts the server: configuration, database, migrations, demo data (outside production), the
 * hourly purge of deleted accounts, listen. */
export async function startServer(): Promise<void> {
  const config = parseConfig();
  const db = await createDatabase(config);
  await migrateToLatest(db);
  if (!config.isProduction) await seedDemoData(db, { bulkMembers: config.seedMembers });
  const app = await buildApp({ config, db });
  if (!config.isProduction) {
    const media = await seedDemoMedia(db, config.dataDir);
    if (media.rendered) app.log.info(media, 'demo avatars drawn');
  }
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
  const close = async () => {
    clearInterval(purgeTimer);
    await app.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
