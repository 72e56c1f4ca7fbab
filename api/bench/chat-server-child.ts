import { BUNDLE_SOURCES, buildBundle, builtEntry, sourceFingerprint } from '../src/cli/server-bundle.mjs';
import { parseConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo-data';
import { startBenchChild, type BenchChild } from './chat-child';
import { seedChatMembers } from './chat-members';
import type { ServerLoad } from './chat-report';

/** chat-server-main.ts and what it imports, compiled as `pnpm start` compiles the server (its own cache). */
const BENCH_SERVER_SOURCES = {
  ...BUNDLE_SOURCES,
  folders: [...BUNDLE_SOURCES.folders, 'api/bench'],
  entry: 'api/bench/chat-server-main.ts',
  cacheDir: `${BUNDLE_SOURCES.cacheDir}-chat-bench`,
};

/** The compiled chat-bench server, built when its sources changed since the last build. */
async function compiledServer(): Promise<string> {
  const fingerprint = await sourceFingerprint(BENCH_SERVER_SOURCES);
  return (await builtEntry(fingerprint, BENCH_SERVER_SOURCES)) ?? buildBundle(fingerprint, BENCH_SERVER_SOURCES);
}

/** `CHAT_BENCH_SERVER_ARGS`: more flags for the server's node (`--cpu-prof --cpu-prof-dir=<folder>`, say). */
const serverNodeArgs = () => process.env.CHAT_BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];

/** The real chat server in a process of its own, as plain JS (ADR 0045). */
export interface ChatServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The process, for memory requests (chat-memory-probe.mjs). */
  child: BenchChild;
  /** How busy the process is between `start` and `stop`. */
  load: { start(): Promise<void>; stop(): Promise<ServerLoad> };
  close(): Promise<void>;
}

/**
 * Starts the compiled server on a database the bench has filled: `databaseUrl` for PostgreSQL, null
 * for PGlite's files under `dataDir` (which no other process may have open meanwhile).
 */
export async function startChatServerProcess(databaseUrl: string | null, dataDir: string): Promise<ChatServerProcess> {
  const entry = await compiledServer();
  // No DATABASE_URL for PGlite, even one this process has: spawn leaves out a variable set to undefined.
  const env: NodeJS.ProcessEnv = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? undefined };
  const child = startBenchChild(entry, ['--expose-gc', ...serverNodeArgs()], env);
  const ready = await child.next<{ url: string }>();
  return {
    url: ready.url,
    child,
    load: {
      start: async () => {
        await child.request({ type: 'load-start' });
      },
      stop: async () => (await child.request<{ load: ServerLoad }>({ type: 'load-stop' })).load,
    },
    close: () => child.stop(),
  };
}

/**
 * Migrates and seeds the database the way the chat bench needs it (demo data, `members` paying
 * members with sessions and credits), in this process, then closes it for the server's process.
 */
export async function fillForChat(databaseUrl: string | null, dataDir: string, members: number, credits?: number) {
  const config = parseConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl ?? undefined,
    DATA_DIR: dataDir,
  });
  const db = await createDatabase(config);
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    return await seedChatMembers(db, members, credits);
  } finally {
    await db.destroy();
  }
}
