import { sql } from 'kysely';
import type { Db } from '../src/db/database';
import type { SoakMember } from './soak-http';
import type { LiveTally, MemberSocket } from './soak-live';
import type { SentMessage } from './soak-members';

/** How long the recipients of missing messages get to replay them after a fresh reconnect. */
const REPLAY_WAIT_MS = 5_000;

const clock = (ms: number) => (ms ? new Date(ms).toISOString().slice(11, 23) : 'never');

/**
 * Accepted messages that never reached their recipient's socket: for each, the recipient socket's
 * state and the stored live event (seq, time), then one reconnect with `?after=<last seq>` of each
 * such recipient: a message replayed then was stored but not pushed to an open socket, or the socket
 * was not back yet; one still missing is lost. Lines to print.
 */
export async function diagnoseLost(
  db: Db,
  sent: SentMessage[],
  tally: LiveTally,
  members: SoakMember[],
  sockets: MemberSocket[],
): Promise<string[]> {
  const missing = sent.filter((message) => message.messageId !== null && !tally.arrivals.has(message.messageId));
  if (missing.length === 0) return [];
  const byProfile = new Map(members.map((member) => [member.profileId, member]));
  const lines: string[] = [];
  for (const message of missing) {
    const recipient = byProfile.get(message.recipient)!;
    const state = sockets[recipient.index]!.state();
    const { rows } = await sql<{ seq: number; created_at: Date }>`
      SELECT seq, created_at FROM live_events
      WHERE user_id = ${recipient.userId} AND type = 'message' AND (payload->'message'->>'id')::int = ${message.messageId}`.execute(
      db,
    );
    const event = rows[0];
    lines.push(
      `  MISSING message ${message.messageId} (key ${message.key}) to profile ${message.recipient}: ` +
        `live event ${event ? `seq ${event.seq} stored ${clock(event.created_at.getTime())}` : 'NOT STORED'}; ` +
        `recipient socket ${state.open ? 'open' : 'closed'}, last hello ${clock(state.lastHelloAt)}, last seq ${state.lastSeq}`,
    );
  }
  const recipients = [...new Set(missing.map((message) => byProfile.get(message.recipient)!.index))];
  await Promise.all(recipients.map((index) => sockets[index]!.reconnect()));
  await new Promise((resolve) => setTimeout(resolve, REPLAY_WAIT_MS));
  const still = missing.filter((message) => !tally.arrivals.has(message.messageId!));
  lines.push(
    `  after one reconnect of their ${recipients.length} recipients: ${missing.length - still.length} replayed, ` +
      `${still.length} LOST: ${still.map((message) => message.messageId).join(', ') || 'none'}`,
  );
  return lines;
}
