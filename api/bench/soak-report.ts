import { sql } from 'kysely';
import type { Db } from '../src/db/database';
import type { CallRecord } from './soak-http';
import type { LiveTally } from './soak-live';
import type { Purchase, SentMessage } from './soak-members';

/** A time span around a kill: from the SIGKILL until a few seconds after the restarted process answered. */
export interface KillWindow {
  from: number;
  to: number;
}

const pct = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(4)} %`);

function percentile(sorted: number[], fraction: number): number {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

const isServerError = (call: CallRecord) => call.status >= 500 && !call.fromProxy;
const isCutOff = (call: CallRecord) => call.status === 0 || call.fromProxy;

/** Requests by call kind: count, answers by class, p50/p99 as the member saw them (through the proxy). */
export function callTable(calls: CallRecord[], windows: KillWindow[]): string[] {
  const inWindow = (call: CallRecord) => windows.some((window) => call.at >= window.from && call.at <= window.to);
  const kinds = [...new Set(calls.map((call) => call.kind))].sort();
  const lines = ['call                    requests     2xx/3xx   4xx   5xx  cut off   p50 ms   p99 ms'];
  for (const kind of [...kinds, 'all']) {
    const own = kind === 'all' ? calls : calls.filter((call) => call.kind === kind);
    const ms = own.map((call) => call.ms).sort((a, b) => a - b);
    const count = (test: (call: CallRecord) => boolean) => own.filter(test).length;
    lines.push(
      `${kind.padEnd(22)}${String(own.length).padStart(10)}${String(count((c) => c.status > 0 && c.status < 400)).padStart(12)}` +
        `${String(count((c) => c.status >= 400 && c.status < 500)).padStart(6)}${String(count(isServerError)).padStart(6)}` +
        `${String(count(isCutOff)).padStart(9)}${percentile(ms, 0.5).toFixed(1).padStart(9)}${percentile(ms, 0.99).toFixed(1).padStart(9)}`,
    );
  }
  const outside = calls.filter((call) => !inWindow(call));
  const statuses = new Map<string, number>();
  for (const call of calls.filter((c) => c.status >= 400 || c.status === 0)) {
    const label = `${call.status || 'no answer'} ${call.code ?? ''}`.trim();
    statuses.set(label, (statuses.get(label) ?? 0) + 1);
  }
  lines.push(
    `errors by status: ${[...statuses].map(([label, n]) => `${label} ×${n}`).join(', ') || 'none'}`,
    `5xx from the API: ${calls.filter(isServerError).length} of ${calls.length} = ${pct(calls.filter(isServerError).length, calls.length)}; ` +
      `outside the kill windows ${outside.filter(isServerError).length} of ${outside.length} = ${pct(outside.filter(isServerError).length, outside.length)}`,
    `cut off by a kill (proxy 502 or no answer): ${calls.filter(isCutOff).length}, of which outside the kill windows ` +
      `${outside.filter(isCutOff).length}`,
  );
  return lines;
}

/** Messages: accepted vs arrived by id at the recipient's socket, and what the database stored per key. */
export async function messageReport(db: Db, runId: string, sent: SentMessage[], tally: LiveTally): Promise<string[]> {
  const accepted = sent.filter((message) => message.status === 201 && message.messageId !== null);
  const refused = new Map<string, number>();
  for (const message of sent.filter((m) => m.status !== 201)) {
    const label = `${message.status ?? 'unfinished'} ${message.code ?? ''}`.trim();
    refused.set(label, (refused.get(label) ?? 0) + 1);
  }
  const lost = accepted.filter((message) => !tally.arrivals.has(message.messageId!));
  const doubled = accepted.filter((message) => (tally.arrivals.get(message.messageId!) ?? 0) > 1);
  const misrouted = accepted.filter(
    (m) => tally.recipients.has(m.messageId!) && tally.recipients.get(m.messageId!) !== m.recipient,
  );
  const acceptedIds = new Set(accepted.map((message) => message.messageId));
  const stored = await db
    .selectFrom('messages')
    .select(['id', 'client_key'])
    .where('client_key', 'like', `soak-${runId}-%`)
    .execute();
  const perKey = new Map<string, number[]>();
  for (const row of stored) perKey.set(row.client_key!, [...(perKey.get(row.client_key!) ?? []), row.id]);
  const storedTwice = [...perKey].filter(([, ids]) => ids.length > 1);
  const acceptedKeys = new Set(accepted.map((message) => message.key));
  const storedUnanswered = [...perKey].filter(([key]) => !acceptedKeys.has(key));
  const retried = accepted.filter((message) => message.attempts > 1);
  const lines = [
    `messages sent ${sent.length}: accepted (201) ${accepted.length}, of them after a retry by key ${retried.length}; ` +
      `refused ${[...refused].map(([label, n]) => `${label} ×${n}`).join(', ') || 'none'}`,
    `arrived at the recipient's socket exactly once ${accepted.length - lost.length - doubled.length}, ` +
      `lost ${lost.length}, doubled ${doubled.length}, at another member ${misrouted.length}; ` +
      `frames of ids never accepted ${[...tally.arrivals.keys()].filter((id) => !acceptedIds.has(id)).length}`,
    `stored in the database ${stored.length} under ${perKey.size} keys: twice under one key ${storedTwice.length}, ` +
      `stored without a 201 seen ${storedUnanswered.length}`,
    `live sockets: ${tally.connects} hellos, ${tally.drops} dropped, ${tally.reconnects} reconnects, ` +
      `${tally.resyncs} resync_required, ${tally.seqBreaks} seq gaps or repeats`,
  ];
  for (const message of lost.slice(0, 20))
    lines.push(`  LOST message ${message.messageId} (key ${message.key}, to ${message.recipient})`);
  for (const message of doubled.slice(0, 20)) {
    lines.push(
      `  DOUBLED message ${message.messageId} (key ${message.key}): arrived ×${tally.arrivals.get(message.messageId!)}`,
    );
  }
  for (const [key, ids] of storedTwice.slice(0, 20)) lines.push(`  STORED TWICE key ${key}: ids ${ids.join(', ')}`);
  for (const [key, ids] of storedUnanswered.slice(0, 20))
    lines.push(`  STORED WITHOUT 201 key ${key}: id ${ids.join(', ')}`);
  return lines;
}

export function purchaseLine(purchases: Purchase[]): string {
  const outcomes = new Map<string, number>();
  for (const purchase of purchases) outcomes.set(purchase.outcome, (outcomes.get(purchase.outcome) ?? 0) + 1);
  return `purchases ${purchases.length}: ${[...outcomes].map(([outcome, n]) => `${outcome} ×${n}`).join(', ') || 'none'}`;
}

/** Every member's books: balance = sum of the ledger, each row's balance_after the running sum, none negative. */
export async function ledgerReport(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    user_id: number;
    balance: number;
    ledger: number;
    rows: number;
    negative: number;
    broken: number;
  }>`
    SELECT u.id AS user_id, COALESCE(b.balance, 0)::int AS balance, COALESCE(l.total, 0)::int AS ledger,
           COALESCE(l.rows, 0)::int AS rows, COALESCE(l.negative, 0)::int AS negative, COALESCE(l.broken, 0)::int AS broken
    FROM users u
    LEFT JOIN credit_balances b ON b.user_id = u.id
    LEFT JOIN (
      SELECT user_id, SUM(delta) AS total, COUNT(*) AS rows,
             COUNT(*) FILTER (WHERE balance_after < 0) AS negative,
             COUNT(*) FILTER (WHERE balance_after <> running) AS broken
      FROM (SELECT *, SUM(delta) OVER (PARTITION BY user_id ORDER BY id) AS running FROM credit_ledger) chained
      GROUP BY user_id
    ) l ON l.user_id = u.id`.execute(db);
  const mismatched = rows.filter((row) => row.balance !== row.ledger);
  const negative = rows.filter((row) => row.balance < 0 || row.negative > 0);
  const broken = rows.filter((row) => row.broken > 0);
  const lines = [
    `books of ${rows.length} members (${rows.reduce((sum, row) => sum + row.rows, 0)} ledger rows): ` +
      `balance ≠ ledger sum ${mismatched.length}, negative ${negative.length}, broken running balance ${broken.length}`,
  ];
  for (const row of [...mismatched, ...negative, ...broken].slice(0, 20)) {
    lines.push(
      `  BALANCE MISMATCH user ${row.user_id}: balance ${row.balance}, ledger sum ${row.ledger}, ` +
        `negative rows ${row.negative}, broken rows ${row.broken}`,
    );
  }
  return lines;
}
