import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { IDEMPOTENCY_LEASE_MS } from '../src/modules/idempotency/idempotency.service';
import { seedDemoData } from '../src/seed/demo-data';
import { seedDemoMedia } from '../src/seed/demo-media';
import { startPostgres } from '../test/support/postgres-server';
import { findRedisServer, freePort, startRedis } from '../test/support/redis-server';
import { seedChatMembers } from './chat-members';
import { machineLine } from './chat-report';
import { soakHttp, type SoakMember } from './soak-http';
import { diagnoseLost } from './soak-lost';
import { emptyTally, memberSocket } from './soak-live';
import { runLoad } from './soak-load';
import { seededRandom, soakActions } from './soak-members';
import { startSoakProxy } from './soak-proxy';
import { callTable, ledgerReport, messageReport, purchaseLine } from './soak-report';
import { apiProcess, errorLines } from './soak-servers';

const MEMBERS = 1_000;
/** Credits each member starts with: a few dozen messages; some run out and buy more (or get 402). */
const START_CREDITS = 300;
/** Actions started per second, about 1.1 requests each: ~140 requests a second through the proxy. */
const ACTIONS_PER_SECOND = 130;
const MAX_IN_FLIGHT = 200;
/** After the load: how long accepted messages may take to reach their recipients' sockets. */
const ARRIVAL_WINDOW_MS = 15_000;
const SOCKETS_AT_ONCE = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `--minutes N` (default 10), `--short` (2 minutes), `--seed N` (default 1). */
function parseOptions(args: string[]) {
  const valueOf = (name: string) => {
    const inline = args.find((arg) => arg.startsWith(`--${name}=`));
    if (inline) return inline.split('=')[1];
    const at = args.indexOf(`--${name}`);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const minutes = Number(valueOf('minutes') ?? (args.includes('--short') ? 2 : 10));
  const seed = Number(valueOf('seed') ?? 1);
  if (!(minutes > 0) || !Number.isInteger(seed))
    throw new Error('usage: pnpm bench soak [--minutes N | --short] [--seed N]');
  return { minutes, seed };
}

/** Its own loopback address per member (127.0.x.y): the proxy's X-Forwarded-For tells members apart. */
const addressOf = (index: number) => `127.0.${1 + Math.floor(index / 250)}.${2 + (index % 250)}`;

/**
 * `pnpm bench soak` (issue 18, not in CI): two real API processes on one PostgreSQL and one Redis behind
 * a round-robin proxy on loopback (TRUST_PROXY=loopback), 1,000 seeded members browsing, searching,
 * liking, chatting (live socket + POST /api/message.php, retried by key) and buying credits through the
 * sandbox provider; one API process SIGKILLed and restarted at 1/3 and at 2/3 of the run. Prints
 * figures: errors by status, p50/p99 per call, messages sent vs arrived by id, every member's books.
 */
export async function soakBench(args: string[]): Promise<void> {
  const { minutes, seed } = parseOptions(args);
  const durationMs = minutes * 60_000;
  console.log(`\n# Soak (issue 18): ${minutes} min, seed ${seed}\n${machineLine()}`);
  const redisBinary = findRedisServer();
  if (!redisBinary) throw new Error('redis-server is not installed (or set REDIS_SERVER_BIN)');
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'soak-bench-'));
  const dataDir = path.join(folder, 'data');
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis(redisBinary)]);
  const config = parseConfig({ ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: postgres.url, DATA_DIR: dataDir });
  const db = await createDatabase(config);
  const cleanups: Array<() => Promise<unknown>> = [() => db.destroy(), () => redis.stop(), () => postgres.stop()];
  try {
    await migrateToLatest(db);
    await seedDemoData(db);
    // Drawn once here, so neither server process draws avatars in the background after a restart.
    const media = await seedDemoMedia(db, dataDir);
    const seeded = await seedChatMembers(db, MEMBERS, START_CREDITS);
    const members: SoakMember[] = seeded.map((member, index) => ({ ...member, index, address: addressOf(index) }));
    console.log(`seeded: demo data, ${media.rendered} avatars in ${media.milliseconds} ms, ${MEMBERS} members`);

    const ports = [await freePort(), await freePort()];
    const proxy = await startSoakProxy(ports);
    cleanups.unshift(() => proxy.stop());
    const env = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      DATABASE_URL: postgres.url,
      REDIS_URL: redis.url,
      DATA_DIR: dataDir,
      TRUST_PROXY: 'loopback',
      PUBLIC_URL: proxy.url,
    };
    const apis = ports.map((port, index) => apiProcess(port, env, path.join(folder, `api-${index + 1}.log`)));
    cleanups.unshift(() => Promise.all(apis.map((api) => api.stop('SIGTERM'))));
    const startMs = await Promise.all(apis.map((api) => api.start()));
    console.log(
      `API processes on ${ports.join(', ')} answered after ${startMs.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );

    const tally = emptyTally();
    const sockets = members.map((member) => memberSocket(proxy.url, member, tally));
    for (let from = 0; from < sockets.length; from += SOCKETS_AT_ONCE) {
      await Promise.all(sockets.slice(from, from + SOCKETS_AT_ONCE).map((socket) => socket.open()));
    }
    console.log(`live sockets open: ${sockets.filter((socket) => socket.isOpen()).length} of ${MEMBERS}`);
    cleanups.unshift(async () => sockets.forEach((socket) => socket.close()));

    const http = soakHttp(proxy.url);
    cleanups.unshift(async () => http.close());
    let retryUntil = Number.POSITIVE_INFINITY;
    const random = seededRandom(seed);
    const runId = `${seed}-${Date.now().toString(36)}`;
    const actions = soakActions({ http, members, sockets, runId, random, retryUntil: () => retryUntil });
    const started = Date.now();
    const load = await runLoad({
      members,
      act: actions.act,
      random,
      durationMs,
      rate: ACTIONS_PER_SECOND,
      maxInFlight: MAX_IN_FLIGHT,
      apis,
      killsAt: [1 / 3, 2 / 3],
    });
    // A send cut off by a kill holds its key for the idempotency lease: retries may take that long.
    retryUntil = Date.now() + IDEMPOTENCY_LEASE_MS + 20_000;
    await load.drained;
    const drainedAfter = Date.now();
    const accepted = () => actions.sent.filter((message) => message.messageId !== null);
    while (Date.now() - drainedAfter < ARRIVAL_WINDOW_MS && accepted().some((m) => !tally.arrivals.has(m.messageId!))) {
      await pause(200);
    }
    const seconds = (Date.now() - started) / 1000;

    console.log(
      `\n## Load: ${load.started} actions started (${load.skipped} skipped at ${MAX_IN_FLIGHT} in flight), ` +
        `${http.records.length} requests in ${seconds.toFixed(0)} s (${(http.records.length / seconds).toFixed(0)}/s ` +
        `incl. the drain); ${MEMBERS} members, ${ACTIONS_PER_SECOND} actions/s for ${minutes} min`,
    );
    for (const kill of load.kills)
      console.log(`SIGKILL of the API on ${kill.port}: restarted, answering after ${kill.restartMs.toFixed(0)} ms`);
    for (const line of callTable(http.records, load.windows)) console.log(line);
    console.log("\n## Messages (by id at the recipient's live socket; keys and rows in the database)");
    const missing = await diagnoseLost(db, actions.sent, tally, members, sockets);
    if (missing.length > 0) console.log(`not at the recipient ${ARRIVAL_WINDOW_MS / 1000} s after the drain:`);
    for (const line of missing) console.log(line);
    for (const line of await messageReport(db, runId, actions.sent, tally)) console.log(line);
    console.log(`\n## Credits\n${purchaseLine(actions.purchases)}`);
    for (const line of await ledgerReport(db)) console.log(line);
    console.log('\n## Server logs (error level)');
    for (const api of apis) {
      const errors = errorLines(api.logFile);
      console.log(`${path.basename(api.logFile)}: ${errors.count} error lines`);
      for (const line of errors.first) console.log(`  ${line}`);
    }
    console.log('Latencies are through the proxy on a shared 2-core machine: read them as ratios between calls.');
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(error));
    if (process.env.SOAK_KEEP_LOGS) console.log(`logs kept in ${folder}`);
    else await fs.rm(folder, { recursive: true, force: true });
  }
}
