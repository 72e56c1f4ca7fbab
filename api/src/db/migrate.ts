import { Migrator, sql, type Migration } from 'kysely';
import type { Db } from './database';
import * as m0001 from './migrations/0001-sites-and-company';
import * as m0002 from './migrations/0002-complaints';
import * as m0003 from './migrations/0003-members-and-money';
import * as m0004 from './migrations/0004-auth';
import * as m0005 from './migrations/0005-account-tokens';
import * as m0006 from './migrations/0006-account-token-extras';
import * as m0007 from './migrations/0007-server-keys';
import * as m0008 from './migrations/0008-search-indexes';
import * as m0009 from './migrations/0009-reports';
import * as m0010 from './migrations/0010-swipe-passes';
import * as m0011 from './migrations/0011-live-events';
import * as m0012 from './migrations/0012-chat-messages';
import * as m0013 from './migrations/0013-payments';
import * as m0014 from './migrations/0014-affiliates';
import * as m0015 from './migrations/0015-lander-campaigns';
import * as m0016 from './migrations/0016-sms-codes';
import * as m0017 from './migrations/0017-direct-debit';
import * as m0018 from './migrations/0018-spending-limits';
import * as m0019 from './migrations/0019-signup-attempts';
import * as m0020 from './migrations/0020-chat-photo-upload-indexes';
import * as m0021 from './migrations/0021-search-at-scale';
import * as m0022 from './migrations/0022-search-pool-version';

/** Every migration, in order; one set for PGlite and PostgreSQL. */
const migrations: Record<string, Migration> = {
  '0001-sites-and-company': m0001,
  '0002-complaints': m0002,
  '0003-members-and-money': m0003,
  '0004-auth': m0004,
  '0005-account-tokens': m0005,
  '0006-account-token-extras': m0006,
  '0007-server-keys': m0007,
  '0008-search-indexes': m0008,
  '0009-reports': m0009,
  '0010-swipe-passes': m0010,
  '0011-live-events': m0011,
  '0012-chat-messages': m0012,
  '0013-payments': m0013,
  '0014-affiliates': m0014,
  '0015-lander-campaigns': m0015,
  '0016-sms-codes': m0016,
  '0017-direct-debit': m0017,
  '0018-spending-limits': m0018,
  '0019-signup-attempts': m0019,
  '0020-chat-photo-upload-indexes': m0020,
  '0021-search-at-scale': m0021,
  '0022-search-pool-version': m0022,
};

/** The names of every migration, in order (the demo data's fingerprint includes them). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

/**
 * The migrations the database has not run yet, in two statements; null when it has run one this code
 * does not know (the Migrator then names the problem).
 */
async function pendingMigrations(db: Db): Promise<string[] | null> {
  const { rows } = await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(
    db,
  );
  if (!rows[0]?.found) return Object.keys(migrations);
  const done = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = new Set(done.rows.map((row) => row.name));
  if ([...names].some((name) => !(name in migrations))) return null;
  return Object.keys(migrations).filter((name) => !names.has(name));
}

/**
 * Runs the migrations the database lacks and gives how many ran. An up-to-date database (every
 * restart) costs two statements instead of the Migrator's table checks, lock and listing.
 */
export async function migrateToLatest(db: Db): Promise<number> {
  const pending = await pendingMigrations(db);
  if (pending?.length === 0) return 0;
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error;
  return (results ?? []).filter((result) => result.status === 'Success').length;
}
