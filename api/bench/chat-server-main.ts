// The chat bench's server in a process of its own, compiled to plain JS as `pnpm start` runs the
// server (ADR 0045): what the bench measures is the process production runs, with no TypeScript
// loader, no seeding code and no bench in its heap. Started by chat-server-child.ts with --expose-gc;
// opens the database named by DATABASE_URL (none: PGlite's files under DATA_DIR) that the bench
// filled, listens on a free loopback port and sends {type:'ready', url}. Then answers on IPC:
// {type:'load-start'} and {type:'load-stop'} (how busy it was in between), and the memory probe's
// {type:'memory'} and {type:'close'}.
// First, as `launch.mjs` does: the server's V8 settings (ADR 0046).
import '../src/cli/v8-tuning.mjs';
import { parseConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { replyToMemoryRequests } from './chat-memory-probe.mjs';
import { startChatServer } from './chat-server';
import { startServerLoad } from './server-load';

const config = parseConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', PORT: '0' });
const db = await createDatabase(config);
const server = await startChatServer(config, db);
let load: ReturnType<typeof startServerLoad> | null = null;
process.on('message', (request: { type?: string }) => {
  if (request?.type === 'load-start') {
    load = startServerLoad();
    process.send!({ type: 'load-started' });
  } else if (request?.type === 'load-stop' && load) {
    process.send!({ type: 'load', load: load.stop() });
    load = null;
  }
});
replyToMemoryRequests(async () => {
  await server.close();
  await db.destroy();
  process.exit(0);
});
process.send!({ type: 'ready', url: server.url });
