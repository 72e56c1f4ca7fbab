import { Migrator, type Migration } from 'kysely';
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
};

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') console.error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error;
}
