import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { parseConfig, type Config } from '../../src/config';
import { createDatabase, type Db } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import type { PaymentProvider } from '../../src/modules/payments/providers/payment-provider';
import { POSTGRES_TEMPLATE } from './seeded-templates';

let pgliteTemplate: Promise<Blob> | undefined;

/** The seeded PGlite dump of the global setup, read once per test file's worker. */
function seededPglite(): Promise<Blob> {
  pgliteTemplate ??= fs.readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Closes the app and the database, drops the PostgreSQL database and removes the data folder. */
  close: () => Promise<void>;
}

export interface TestAppOptions {
  /** Files written under DATA_DIR before the app starts, by path relative to it (`site/remotes.json`). */
  files?: Record<string, string>;
  /** More environment for the configuration (SMTP_URL, PUBLIC_URL). */
  env?: Record<string, string>;
  /** A payment provider other than the configured one (a scripted one, the Mollie adapter on a loopback API). */
  paymentProvider?: PaymentProvider | ((db: Db) => PaymentProvider);
}

/** Runs SQL on the throwaway server's `postgres` database (CREATE/DROP DATABASE). */
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new database on the throwaway server, a copy of the seeded template; its URL and how to drop it. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  await onServer(`CREATE DATABASE "${name}" TEMPLATE "${POSTGRES_TEMPLATE}"`);
  const url = new URL(inject('postgresUrl'));
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * The app on a fresh database of the given kind, migrated and seeded with the demo data: PGlite
 * files under a temp DATA_DIR, or a new database on the PostgreSQL server the global setup started;
 * both are copies of the seeded templates of the global setup (`seeded-templates.ts`).
 */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `api-test-${kind}-`));
  const cleanups: Array<() => Promise<unknown>> = [() => fs.rm(dataDir, { recursive: true, force: true })];
  const close = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    for (const [file, content] of Object.entries(options.files ?? {})) {
      const target = path.join(dataDir, file);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, content);
    }
    const env: Record<string, string> = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...options.env };
    if (kind === 'postgres') {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    const config = parseConfig(env);
    const db = await createDatabase({
      ...config,
      ...(kind === 'pglite' ? { pgliteTemplate: await seededPglite() } : {}),
    });
    cleanups.push(() => db.destroy());
    // Already migrated (the template): this only checks that nothing is missing.
    await migrateToLatest(db);
    const provider = options.paymentProvider;
    const paymentProvider = typeof provider === 'function' ? provider(db) : provider;
    const app = await buildApp({ config, db, paymentProvider });
    cleanups.push(() => app.close());
    await app.ready();
    return { app, db, config, close };
  } catch (error) {
    await close();
    throw error;
  }
}
