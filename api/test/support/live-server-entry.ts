import { buildApp } from '../../src/app';
import { parseConfig } from '../../src/config';
import { createDatabase } from '../../src/db/database';

/**
 * One API server process for the multi-process tests: the real app on DATABASE_URL and REDIS_URL
 * (migrated and seeded by the test beforehand), listening on PORT; prints `listening <url>` when it
 * takes requests. SIGTERM closes it; the tests also SIGKILL it.
 */
const config = parseConfig();
const db = await createDatabase(config);
const app = await buildApp({ config, db });
const url = await app.listen({ port: config.port, host: config.host });
process.stdout.write(`listening ${url}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
