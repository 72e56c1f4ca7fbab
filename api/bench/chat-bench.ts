import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  startChatClients,
  type ChatTarget,
  type ClientMember,
  type ConnectResult,
  type LatencyOptions,
  type LatencyResult,
} from './chat-clients';
import { bareRelayMemory, chatServerMemory, startBareRelay, type MemoryFigures } from './chat-memory';
import {
  connectNote,
  connectRatioLine,
  latencyTable,
  machineLine,
  memoryTable,
  serverLoadLine,
  type ServerLoad,
} from './chat-report';
import { fillForChat, startChatServerProcess, type ChatServerProcess } from './chat-server-child';
import { onBothDatabases } from './on-both-databases';

/** Issue 6: 1,000 connected members, 200 messages a second, open loop, 20 s measured after a warm-up. */
const CONNECTED_MEMBERS = 1_000;
const LOAD: LatencyOptions = { rate: 200, warmupMs: 3_000, durationMs: 20_000, lossWindowMs: 10_000 };
/** A light load first, on the same sockets: the path's own latency when nothing queues. */
const LIGHT_LOAD: LatencyOptions = { rate: 10, warmupMs: 2_000, durationMs: 10_000, lossWindowMs: 10_000 };
/** Credits granted to every sender: far more than the few messages each sends at a few credits each. */
const SENDER_CREDITS = 10_000;
/** Memory per idle connection is measured at this many sockets. */
const IDLE_SOCKETS = 10_000;

/** The relay's figures, measured once per run: they do not depend on the database. */
interface Baseline {
  latency: LatencyResult;
  connected: ConnectResult;
  memory: MemoryFigures | null;
}

/** `CHAT_BENCH_ONLY=pglite|postgres`: one database only; `CHAT_BENCH_MEMORY=0`: no memory figures. */
const ONLY = process.env.CHAT_BENCH_ONLY ?? null;
const WITH_MEMORY = process.env.CHAT_BENCH_MEMORY !== '0';

/** A load's figures, and how busy the chat server's process was meanwhile (null for the relay). */
interface MeasuredLoad {
  result: LatencyResult;
  server: ServerLoad | null;
}

/**
 * Connects `members` to a server, then runs each load in turn on those sockets from the clients'
 * process; `serverLoad` says how busy the server's process was during each (the chat's).
 */
async function measureLatency(
  target: ChatTarget,
  url: string,
  members: ClientMember[],
  loads: LatencyOptions[],
  connects: ConnectResult[] = [],
  serverLoad: ChatServerProcess['load'] | null = null,
) {
  const clients = startChatClients();
  try {
    const connected = await clients.connect(target, url, members);
    console.log(connectNote(`${target} sockets`, connected));
    connects.push(connected);
    if (connected.open < 2) throw new Error(`too few ${target} sockets open: ${connected.error}`);
    const results: MeasuredLoad[] = [];
    for (const load of loads) {
      await serverLoad?.start();
      const result = await clients.latency(target, url, load);
      results.push({ result, server: serverLoad ? await serverLoad.stop() : null });
    }
    return results;
  } finally {
    await clients.stop();
  }
}

/** The bare `ws` relay in a process of its own: delivery latency under the same load, and memory per socket. */
async function bareBaseline(): Promise<Baseline> {
  const relay = startBareRelay();
  let latency: LatencyResult;
  const connects: ConnectResult[] = [];
  try {
    const members = Array.from({ length: CONNECTED_MEMBERS }, (_, index) => ({ index, profileId: index, token: '' }));
    [{ result: latency }] = (await measureLatency('bare', await relay.url, members, [LOAD], connects)) as [
      MeasuredLoad,
    ];
  } finally {
    await relay.child.stop();
  }
  const memory = WITH_MEMORY ? await bareRelayMemory(IDLE_SOCKETS) : null;
  if (memory) console.log(connectNote('bare sockets (memory)', memory.connected));
  return { latency, connected: connects[0]!, memory };
}

/**
 * Delivery latency of the real chat on one database (`databaseUrl`, null for PGlite's files under
 * `dataDir`): filled in this process, served by the compiled server in its own (ADR 0045); the light
 * load, then issue 6's load.
 */
async function chatLatency(databaseUrl: string | null, dataDir: string) {
  const members = await fillForChat(databaseUrl, dataDir, CONNECTED_MEMBERS, SENDER_CREDITS);
  const server = await startChatServerProcess(databaseUrl, dataDir);
  try {
    const indexed = members.map((member, index) => ({ ...member, index }));
    const connects: ConnectResult[] = [];
    const loads = [LIGHT_LOAD, LOAD];
    const [light, full] = (await measureLatency('chat', server.url, indexed, loads, connects, server.load)) as [
      MeasuredLoad,
      MeasuredLoad,
    ];
    return { light, full, connected: connects[0]! };
  } finally {
    await server.close();
  }
}

async function benchDatabase(kind: 'pglite' | 'postgres', postgresUrl: string | null, bare: Baseline) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), `chat-bench-${kind}-`));
  try {
    console.log(`\n## Chat on ${kind}`);
    const latency = await chatLatency(postgresUrl, dataDir);
    const memory = bare.memory ? await chatServerMemory(postgresUrl, dataDir, IDLE_SOCKETS) : null;
    if (memory) console.log(connectNote('chat sockets (memory)', memory.connected));
    console.log(
      `\nMessage delivery: due time of the send → message frame at the recipient's socket. ${CONNECTED_MEMBERS} ` +
        `members connected, random sender → random connected recipient, open loop; ${LOAD.rate} msg/s for ` +
        `${LOAD.durationMs / 1000} s after ${LOAD.warmupMs / 1000} s (light: ${LIGHT_LOAD.rate} msg/s for ` +
        `${LIGHT_LOAD.durationMs / 1000} s first). Lost: accepted but not there within ${LOAD.lossWindowMs / 1000} s; ` +
        'a percentile among the lost shows "lost". One run each.',
    );
    for (const line of latencyTable(latency.full.result, latency.light.result, bare.latency)) console.log(line);
    console.log(serverLoadLine('chat', latency.full.server!));
    console.log(serverLoadLine('light', latency.light.server!));
    console.log(connectRatioLine(latency.connected, bare.connected));
    if (!memory || !bare.memory) return;
    console.log('\nMemory per idle connection: (after − before) / sockets in a fresh server process, after a full GC');
    for (const line of memoryTable(memory, bare.memory)) console.log(line);
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * `pnpm bench chat` (issue 6): message delivery latency through the whole path (auth, charge, store,
 * deliver) and memory per idle live socket, on PGlite and PostgreSQL, beside a bare `ws` relay
 * measured in the same run. The servers run in their own processes or this one, the clients in another.
 */
export async function chatBench(): Promise<void> {
  console.log(`\n# Chat (issue 6)\n${machineLine()}\n\n## Bare ws relay (the baseline, once per run)`);
  const bare = await bareBaseline();
  await onBothDatabases(async (kind, url) => {
    if (ONLY === null || ONLY === kind) await benchDatabase(kind, url, bare);
  });
}
