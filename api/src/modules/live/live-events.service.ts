import type { LiveEvent } from '@app/shared/contract';
import type { Db } from '../../db/database';
import type { BusMessage, EventBus } from './event-bus';
import { insertLiveEvent } from './live-event.repository';

/**
 * Events collected while a transaction runs and published once it has committed:
 *
 *   const outbox = new LiveOutbox();
 *   await db.transaction().execute(async (trx) => { ...; await outbox.store(trx, userId, event); });
 *   await outbox.publish(bus);
 *
 * A member's stored events get gap-free seqs; ephemeral ones (typing) are only published.
 */
export class LiveOutbox {
  private readonly messages: BusMessage[] = [];

  async store(trx: Db, userId: number, event: LiveEvent): Promise<void> {
    const seq = await insertLiveEvent(trx, userId, event);
    this.messages.push({ userId, seq, event });
  }

  ephemeral(userId: number, event: LiveEvent): void {
    this.messages.push({ userId, seq: null, event });
  }

  /** After commit. A failed publish loses nothing: the socket resyncs from the stored events. */
  async publish(bus: EventBus): Promise<void> {
    if (this.messages.length > 0) await bus.publish(this.messages.splice(0));
  }
}
