import type { LiveEventType, LiveFrame } from '@app/shared/contract';
import type { BusMessage } from '../events';

/** A stored event as the socket sends it. */
export function frameFromRow(row: { seq: number; type: LiveEventType; payload: Record<string, unknown> }): LiveFrame {
  return { ...row.payload, type: row.type, seq: Number(row.seq) } as LiveFrame;
}

/** A bus message as the socket sends it. */
export function frameFromMessage(message: BusMessage): LiveFrame {
  return { ...message.event, seq: message.seq };
}
