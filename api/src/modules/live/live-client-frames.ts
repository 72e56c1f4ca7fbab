import { LIVE, LiveClientFrameSchema } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { markDelivered, typingTarget } from '../chat';
import type { EventBus } from '../events';
import type { LiveMember } from './live-auth';

/** What a socket's frames need: the database, the bus, and when the socket last sent typing. */
export interface ClientFrameContext {
  db: Db;
  bus: EventBus;
  member: LiveMember;
  /** Milliseconds of the last typing frame passed on (per socket, for the throttle). */
  lastTypingAt: number;
}

/**
 * Handles a frame the client sent. `typing` goes to the other member of the conversation (at most
 * once per LIVE.typingThrottleMs per socket; dropped for a conversation the member may not write in),
 * `received` raises the delivery mark (the sender gets a receipt), `ping` only proves the socket
 * alive. Anything else is ignored.
 */
export async function handleClientFrame(context: ClientFrameContext, text: string): Promise<void> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return;
  }
  const parsed = LiveClientFrameSchema.safeParse(json);
  if (!parsed.success) return;
  const frame = parsed.data;
  const user = { id: context.member.userId, profileId: context.member.profileId };
  if (frame.type === 'typing') {
    const now = Date.now();
    if (now - context.lastTypingAt < LIVE.typingThrottleMs) return;
    context.lastTypingAt = now;
    const target = await typingTarget(context.db, user, frame.conversation);
    if (target === null) return;
    await context.bus.publish([
      {
        userId: target,
        seq: null,
        event: { type: 'typing', conversation: frame.conversation, profile_id: user.profileId },
      },
    ]);
  } else if (frame.type === 'received') {
    await markDelivered(context.db, context.bus, user, frame.conversation, frame.message_id);
  }
}
