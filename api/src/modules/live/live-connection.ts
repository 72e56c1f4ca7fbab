import type { LiveFrame, LiveHello } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { type BusMessage, findLiveEventsAfter, findOldestSeq } from '../events';
import { frameFromMessage, frameFromRow } from './live-frame';
import { latestSeqOf } from './latest-seq-batch';

/** Stored events read per query while catching up. */
const PAGE_SIZE = 500;

/** Where the hello says to start: the seq to continue after, and whether the client must reload. */
export async function startingPoint(db: Db, userId: number, after: number | null) {
  const latest = await latestSeqOf(db, userId);
  if (after === null || after === latest) return { latest, from: latest, resyncRequired: false };
  // A seq the server never gave (another database, a reset): start afresh.
  if (after > latest) return { latest, from: latest, resyncRequired: true };
  const oldest = await findOldestSeq(db, userId);
  // Everything after `after` is still kept: send it. Else part of it was cleaned up: reload.
  if (oldest !== null && oldest <= after + 1) return { latest, from: after, resyncRequired: false };
  return { latest, from: latest, resyncRequired: true };
}

/**
 * The stream of one socket: hello, then the stored events after the client's seq, then live bus
 * messages, in seq order without gaps or duplicates. Bus messages that arrive while the stream reads
 * the database are held and handed over after; a stored message whose seq is not the next one
 * (a lost or late bus message) makes the stream read the gap from the database. Seqs commit in order
 * (the cursor row is locked until commit), so what the bus announces is always readable.
 */
export class LiveStream {
  private lastSeq = 0;
  private syncing = true;
  private readonly held: BusMessage[] = [];
  private work: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly userId: number,
    private readonly send: (frame: LiveFrame | LiveHello) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** The last seq sent. */
  get seq(): number {
    return this.lastSeq;
  }

  /** Sends the hello and everything stored after `after` (null: only what comes from now on). */
  start(after: number | null): Promise<void> {
    return this.queue(async () => {
      const start = await startingPoint(this.db, this.userId, after);
      this.lastSeq = start.from;
      this.send({ type: 'hello', seq: start.latest, resync_required: start.resyncRequired });
      // From the latest seq nothing is stored yet: what commits later comes by the bus (held meanwhile).
      if (start.from === start.latest) this.handOverHeld();
      else await this.catchUp();
    });
  }

  /** A bus message for the member. */
  receive(message: BusMessage): void {
    if (this.syncing) this.held.push(message);
    else this.deliver(message);
  }

  /** The member's latest committed seq (the heartbeat's check): reads what the bus did not bring. */
  checkLatest(latest: number): void {
    if (!this.syncing && latest > this.lastSeq) this.resync();
  }

  private deliver(message: BusMessage): void {
    if (message.seq === null) return this.send(frameFromMessage(message));
    if (message.seq <= this.lastSeq) return;
    if (message.seq === this.lastSeq + 1) {
      this.lastSeq = message.seq;
      return this.send(frameFromMessage(message));
    }
    this.held.push(message);
    this.resync();
  }

  private resync(): void {
    this.syncing = true;
    void this.queue(() => this.catchUp());
  }

  /** Sends what the database holds after the last seq, then the held messages (duplicates dropped). */
  private async catchUp(): Promise<void> {
    this.syncing = true;
    for (;;) {
      const rows = await findLiveEventsAfter(this.db, this.userId, this.lastSeq, PAGE_SIZE);
      for (const row of rows) {
        this.lastSeq = Number(row.seq);
        this.send(frameFromRow(row));
      }
      if (rows.length < PAGE_SIZE) break;
    }
    this.handOverHeld();
  }

  /** Ends a sync: the bus messages held meanwhile go out (duplicates dropped, a gap reads again). */
  private handOverHeld(): void {
    this.syncing = false;
    for (const message of this.held.splice(0)) {
      if (this.syncing) this.held.push(message);
      else this.deliver(message);
    }
  }

  private queue(task: () => Promise<void>): Promise<void> {
    this.work = this.work.then(task).catch(this.onError);
    return this.work;
  }
}
