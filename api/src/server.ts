import { buildApp } from './app';
import { parseConfig } from './config';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedDemoData } from './seed/demo-data';
import { seedDemoMedia } from './seed/demo-media';

/** Starts the server: configuration, database, migrations, demo data (outside production), listen. */
export async function startServer(): Promise<void> {
  const config = parseConfig();
  const db = await createDatabase(config);
  await migrateToLatest(db);
  if (!config.isProduction) await seedDemoData(db);
  const app = await buildApp({ config, db });
  if (!config.isProduction) {
    const media = await seedDemoMedia(db, config.dataDir);
    if (media.rendered) app.log.info(media, 'demo avatars drawn');
  }
  const close = async () => {
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
