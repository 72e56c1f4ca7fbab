import type { LiveEvent } from '@app/shared/contract';
import type { Db } from '../../db/database';
import type { BusMessage, EventBus } from './event-bus';
import { insertLiveEvents, type LiveEventFor } from './live-event.repository';

export type { LiveEventFor } from './live-event.repository';
// The stored events as the socket server reads them (resync, paging, cleanup).
export { deleteLiveEventsBefore, findLatestSeqs, findLiveEventsAfter, findOldestSeq } from './live-event.repository';

/**
 * Events collected while a transaction runs and published once it has committed:
 *
 *   const outbox = new LiveOutbox();
 *   await db.transaction().execute(async (trx) => { ...; await outbox.store(trx, userId, event); });
 *   await outbox.publish(bus);
 *
 * A member's stored events get gap-free seqs; ephemeral ones (typing) are only published. Events of
 * several members stored together (`storeAll`) take one statement and lock the cursors in a fixed order.
 */
export class LiveOutbox {
  private readonly messages: BusMessage[] = [];

  store(trx: Db, userId: number, event: LiveEvent): Promise<void> {
    return this.storeAll(trx, [{ userId, event }]);
  }

  /** Stores the events in one statement, each under its member's next seq, in the order given. */
  async storeAll(trx: Db, events: LiveEventFor[]): Promise<void> {
    const seqs = await insertLiveEvents(trx, events);
    events.forEach(({ userId, event }, index) => this.messages.push({ userId, seq: seqs[index]!, event }));
  }

  ephemeral(userId: number, event: LiveEvent): void {
    this.messages.push({ userId, seq: null, event });
  }

  /** After commit. A failed publish loses nothing: the socket resyncs from the stored events. */
  async publish(bus: EventBus): Promise<void> {
    if (this.messages.length > 0) await bus.publish(this.messages.splice(0));
  }
}
