import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBenchChild, type BenchChild } from './chat-child';
import { startChatClients, type ChatTarget, type ClientMember, type ConnectResult } from './chat-clients';
import { fillForChat, startChatServerProcess } from './chat-server-child';

/** What a fresh server process holds per idle connection, from its memory before and after. */
export interface MemoryFigures {
  connected: ConnectResult;
  rssBeforeMb: number;
  rssAfterMb: number;
  rssKbPerSocket: number;
  heapKbPerSocket: number;
  /** Buffers outside the JS heap (sockets' and zlib's). */
  externalKbPerSocket: number;
}

/** A few connections opened and closed before the first figure, so code a connection loads first counts there. */
const WARM_UP_SOCKETS = 100;
const SETTLE_MS = 2_000;

interface MemoryAnswer {
  usage: NodeJS.MemoryUsage;
}

/** Opens `members.length` idle sockets to the server process and answers its growth per socket. */
async function measure(server: BenchChild, target: ChatTarget, url: string, members: ClientMember[]) {
  const warmUp = startChatClients();
  await warmUp.connect(target, url, members.slice(0, WARM_UP_SOCKETS));
  await warmUp.stop();
  await sleep(SETTLE_MS);
  const before = (await server.request<MemoryAnswer>({ type: 'memory' })).usage;
  const clients = startChatClients();
  try {
    const connected = await clients.connect(target, url, members);
    await sleep(SETTLE_MS);
    const after = (await server.request<MemoryAnswer>({ type: 'memory' })).usage;
    const perSocket = (key: keyof NodeJS.MemoryUsage) => (after[key] - before[key]) / 1024 / connected.open;
    return {
      connected,
      rssBeforeMb: before.rss / 1024 / 1024,
      rssAfterMb: after.rss / 1024 / 1024,
      rssKbPerSocket: perSocket('rss'),
      heapKbPerSocket: perSocket('heapUsed'),
      externalKbPerSocket: perSocket('external'),
    } satisfies MemoryFigures;
  } finally {
    await clients.stop();
  }
}

/**
 * The real server, compiled, in a fresh process of its own (ADR 0045) on `databaseUrl` (null for
 * PGlite's files under `dataDir`), with `sockets` members, each holding one idle authenticated live socket.
 */
export async function chatServerMemory(
  databaseUrl: string | null,
  dataDir: string,
  sockets: number,
): Promise<MemoryFigures> {
  const filled = await fillForChat(databaseUrl, dataDir, sockets);
  const server = await startChatServerProcess(databaseUrl, dataDir);
  try {
    const members = filled.map((member, index) => ({ ...member, index }));
    return await measure(server.child, 'chat', server.url, members);
  } finally {
    await server.close();
  }
}

/** The same for the bare `ws` relay (chat-relay-server.mjs). */
export async function bareRelayMemory(sockets: number): Promise<MemoryFigures> {
  const relay = startBareRelay();
  try {
    const url = await relay.url;
    const members = Array.from({ length: sockets }, (_, index) => ({ index, profileId: index, token: '' }));
    return await measure(relay.child, 'bare', url, members);
  } finally {
    await relay.child.stop();
  }
}

/** The bare relay in its own process (with --expose-gc for its memory figures) and its URL once it listens. */
export function startBareRelay(): { child: BenchChild; url: Promise<string> } {
  const child = startBenchChild(path.join(import.meta.dirname, 'chat-relay-server.mjs'), ['--expose-gc']);
  const url = child.next<{ port: number }>().then((ready) => `http://127.0.0.1:${ready.port}`);
  return { child, url };
}
