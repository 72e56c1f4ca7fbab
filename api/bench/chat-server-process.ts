// A fresh chat server in a process of its own, for the memory per idle connection: run with
// `node --expose-gc --import tsx`. Reads DATABASE_URL (memory:// for PGlite), DATA_DIR and
// CHAT_BENCH_MEMBERS from the environment; migrates, seeds, mints that many members with sessions, listens
// and sends {type:'ready', url, members}. Then answers memory requests (chat-memory-probe.mjs).
import { parseConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo-data';
import { seedChatMembers } from './chat-members';
import { startChatServer } from './chat-server';

type MemoryProbe = { replyToMemoryRequests: (close: () => Promise<void>) => void };

const config = parseConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' });
const db = await createDatabase(config);
await migrateToLatest(db);
await seedDemoData(db);
const members = await seedChatMembers(db, Number(process.env.CHAT_BENCH_MEMBERS));
const server = await startChatServer(config, db);
// The probe is plain JavaScript shared with the bare relay, which runs without tsx.
const probePath = './chat-memory-probe.mjs';
const probe = (await import(probePath)) as MemoryProbe;
probe.replyToMemoryRequests(async () => {
  await server.close();
  await db.destroy();
  process.exit(0);
});
process.send!({ type: 'ready', url: server.url, members });
