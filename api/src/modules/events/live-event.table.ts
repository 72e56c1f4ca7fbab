import type { Generated } from 'kysely';
import type { LiveEventType } from '@app/shared/contract';

/** Each member's last live-event seq; locked while the next one is taken, so seqs commit in order. */
export interface LiveCursorsTable {
  user_id: number;
  seq: Generated<number>;
}

/** A member's stored live events (everything but typing), kept LIVE.eventRetentionMs for resync. */
export interface LiveEventsTable {
  user_id: number;
  seq: number;
  type: LiveEventType;
  /** The event without its `type`. */
  payload: Record<string, unknown>;
  created_at: Generated<Date>;
}
