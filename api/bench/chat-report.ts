import os from 'node:os';
import type { ConnectResult, LatencyResult } from './chat-clients';
import type { MemoryFigures } from './chat-memory';

/** Milliseconds in a column; null (among the lost) as "lost". */
const ms = (value: number | null) => (value === null ? 'lost' : value.toFixed(1)).padStart(9);

/** The machine the figures come from: they mean little without it. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = (os.totalmem() / 1024 ** 3).toFixed(0);
  const load = os.loadavg()[0]!.toFixed(1);
  return (
    `machine: ${os.cpus().length} cores (${cpu}), ${memory} GB, shared with other work while measuring ` +
    `(load average ${load} at the start); node ${process.version}`
  );
}

/** How a connect went (and its first failure), in one line. */
export function connectNote(label: string, result: ConnectResult): string {
  const failed = result.failed > 0 ? `, ${result.failed} failed (${result.error})` : '';
  return `${label}: ${result.open} sockets open in ${result.seconds.toFixed(1)} s${failed}`;
}

/** The latency table: the chat's whole path at issue 6's load and at a light one, the bare relay, ratios. */
export function latencyTable(chat: LatencyResult, light: LatencyResult, bare: LatencyResult): string[] {
  const row = (label: string, result: LatencyResult) =>
    `${label.padEnd(42)}${String(result.sent).padStart(6)}${result.ratePerSecond.toFixed(1).padStart(8)}` +
    `${result.deliveredPerSecond.toFixed(1).padStart(10)}${ms(result.p50Ms)}${ms(result.p99Ms)}${ms(result.p999Ms)}` +
    `${ms(result.maxMs)}${String(result.lost).padStart(6)}${String(result.errors).padStart(7)}`;
  const ratio = (a: number | null, b: number | null) =>
    a === null ? 'n/a (lost)' : b === null || b === 0 ? 'n/a' : `${(a / b).toFixed(1)}×`;
  const answered = (label: string, result: LatencyResult) => {
    const statuses = Object.entries(result.errorsByStatus)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
    return (
      `${label} POST /api/message.php answered: p50${ms(result.answerP50Ms)} ms, p99${ms(result.answerP99Ms)} ms; ` +
      `never answered ${result.unanswered}${statuses ? `; refused by status: ${statuses}` : ''}`
    );
  };
  return [
    `${'path'.padEnd(42)}${'sent'.padStart(6)}${'sent/s'.padStart(8)}${'arrived/s'.padStart(10)}` +
      `${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'p99.9 ms'.padStart(9)}${'max ms'.padStart(9)}` +
      `${'lost'.padStart(6)}${'errors'.padStart(7)}`,
    row('chat (auth, charge, store, deliver)', chat),
    row('chat, light load', light),
    row('bare ws relay', bare),
    `chat / bare: p50 ${ratio(chat.p50Ms, bare.p50Ms)}, p99 ${ratio(chat.p99Ms, bare.p99Ms)}` +
      ` (light load: p50 ${ratio(light.p50Ms, bare.p50Ms)}, p99 ${ratio(light.p99Ms, bare.p99Ms)})`,
    answered('chat', chat),
    answered('light', light),
    probeLine('chat', chat),
    probeLine('light', light),
  ];
}

/** The bare route's latency on the chat server while a load ran (is the event loop free?). */
function probeLine(label: string, result: LatencyResult): string {
  const probe = result.probe;
  if (!probe) return `${label}: no bare-route probe`;
  return (
    `${label} bare route on the chat server meanwhile (GET every 20 ms): p50${ms(probe.p50Ms)} ms, ` +
    `p99${ms(probe.p99Ms)} ms, max${ms(probe.maxMs)} ms (${probe.count} answered, ${probe.errors} failed)`
  );
}

/** Connecting the same number of sockets to the chat and to the bare relay, as a ratio. */
export function connectRatioLine(chat: ConnectResult, bare: ConnectResult): string {
  return (
    `connecting ${chat.open} sockets: chat ${chat.seconds.toFixed(2)} s, bare relay ${bare.seconds.toFixed(2)} s ` +
    `(${(chat.seconds / bare.seconds).toFixed(1)}× the relay)`
  );
}

/** How busy the chat server's process was during a load: its event loop, and CPU (PGlite's included). */
export interface ServerLoad {
  /** Share of the time the event loop was busy (0–1). */
  eventLoopBusy: number;
  /** CPU time over wall time: 1 is one core fully used. */
  cpuOfOneCore: number;
  /** V8's collections in the process meanwhile: mark-compacts (the chat's bursts follow them, ADR 0043) and scavenges. */
  gc: { major: number; majorPauseMs: number; minor: number };
}

/** A ServerLoad in one line. */
export function serverLoadLine(label: string, load: ServerLoad): string {
  return (
    `${label} server process: event loop busy ${(load.eventLoopBusy * 100).toFixed(0)}%, ` +
    `CPU ${(load.cpuOfOneCore * 100).toFixed(0)}% of one core, ${load.gc.major} mark-compacts ` +
    `(${load.gc.majorPauseMs.toFixed(0)} ms paused), ${load.gc.minor} scavenges (warm-up and drain included)`
  );
}

/** The memory table: growth per idle socket of the chat server and of the bare relay. */
export function memoryTable(chat: MemoryFigures, bare: MemoryFigures): string[] {
  const row = (label: string, figures: MemoryFigures) =>
    `${label.padEnd(42)}${String(figures.connected.open).padStart(7)}${figures.rssKbPerSocket.toFixed(1).padStart(10)}` +
    `${figures.heapKbPerSocket.toFixed(1).padStart(10)}${figures.externalKbPerSocket.toFixed(1).padStart(13)}` +
    `   ${figures.rssBeforeMb.toFixed(0)} → ${figures.rssAfterMb.toFixed(0)} MB`;
  return [
    `${'server'.padEnd(42)}${'sockets'.padStart(7)}${'RSS kB'.padStart(10)}${'heap kB'.padStart(10)}` +
      `${'external kB'.padStart(13)}   RSS before → after`,
    row('chat server (authenticated live socket)', chat),
    row('bare ws relay', bare),
  ];
}
