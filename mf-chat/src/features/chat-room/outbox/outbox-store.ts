import { atom } from 'nanostores';
import { api, ApiError } from '@app/shared/api';
import type { SendMessageResponse } from '@app/shared/contract';
import { isTransient, outboxDelayMs } from './backoff';
import type { OutboxEntry } from './outbox-entry';
import type { MessageGift, MessagePhoto, SendMessageRequest } from './message-parts';
import { readOutbox, writeOutbox } from './outbox-storage';

/**
 * The chat's outbox: every message the member sent that the server has not confirmed yet, kept in
 * localStorage per member. Each is sent with its own Idempotency-Key and tried again with backoff
 * until the server answers; a 4xx with a code ends it as failed (not charged), a retry uses the same
 * key (never charged twice).
 */
export const $outbox = atom<OutboxEntry[]>([]);

type Confirmed = (entry: OutboxEntry, answer: SendMessageResponse) => void;
const confirmedListeners = new Set<Confirmed>();

let memberId: number | null = null;
/** Bumped when the member changes, so sends of the previous member stop. */
let generation = 0;
/** `generation:clientKey` of each entry being sent now, so one entry has one sender. */
const inFlight = new Set<string>();

/** Calls `listener` with each message the server confirmed; returns the unsubscribe function. */
export function onMessageConfirmed(listener: Confirmed): () => void {
  confirmedListeners.add(listener);
  return () => confirmedListeners.delete(listener);
}

function update(entries: OutboxEntry[]): void {
  $outbox.set(entries);
  if (memberId !== null) writeOutbox(memberId, entries);
}

function patch(clientKey: string, change: Partial<OutboxEntry>): void {
  update($outbox.get().map((entry) => (entry.clientKey === clientKey ? { ...entry, ...change } : entry)));
}

function find(clientKey: string): OutboxEntry | undefined {
  return $outbox.get().find((entry) => entry.clientKey === clientKey);
}

/** Waits `ms`, or less when the browser comes back online (the next try need not wait for the backoff). */
function wait(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    globalThis.addEventListener?.('online', done);
  });
}

/** Sends one entry until the server answers: confirmed (removed), or failed with the server's code. */
async function deliver(clientKey: string): Promise<void> {
  const mine = generation;
  const flight = `${mine}:${clientKey}`;
  if (inFlight.has(flight)) return;
  inFlight.add(flight);
  try {
    for (let attempt = 0; ; attempt += 1) {
      const entry = find(clientKey);
      if (!entry || mine !== generation) return;
      try {
        const answer = await api<SendMessageResponse>('/api/message.php', {
          method: 'POST',
          body: entry.request,
          idempotencyKey: clientKey,
          retry: 0,
        });
        if (mine !== generation) return;
        update($outbox.get().filter((pending) => pending.clientKey !== clientKey));
        for (const listener of confirmedListeners) listener(entry, answer);
        return;
      } catch (error) {
        if (mine !== generation) return;
        if (!isTransient(error)) {
          patch(clientKey, { state: 'failed', error: error instanceof ApiError ? error.code : 'generic' });
          return;
        }
        await wait(outboxDelayMs(attempt));
      }
    }
  } finally {
    inFlight.delete(flight);
  }
}

/**
 * Opens the outbox of a member (on a chat page): their stored entries come back and those still
 * sending are sent again with their keys. Calling it again for the same member does nothing.
 */
export function startOutbox(member: number): void {
  if (memberId === member) return;
  generation += 1;
  memberId = member;
  const entries = readOutbox(member);
  $outbox.set(entries);
  for (const entry of entries) if (entry.state === 'sending') void deliver(entry.clientKey);
}

/** Closes the outbox (logout): nothing more is sent; the stored entries wait for the next start. */
export function stopOutbox(): void {
  generation += 1;
  memberId = null;
  $outbox.set([]);
}

/** Queues a message and sends it; answers its client key (the Idempotency-Key). */
export function sendMessage(
  request: SendMessageRequest,
  extras: { photo?: MessagePhoto | null; gift?: MessageGift | null } = {},
): string {
  const clientKey = globalThis.crypto.randomUUID();
  const entry: OutboxEntry = {
    clientKey,
    request,
    createdAt: new Date().toISOString(),
    state: 'sending',
    error: null,
    photo: extras.photo ?? null,
    gift: extras.gift ?? null,
  };
  update([...$outbox.get(), entry]);
  void deliver(clientKey);
  return clientKey;
}

/** Sends a failed message again, with the same key. */
export function retryMessage(clientKey: string): void {
  if (find(clientKey)?.state !== 'failed') return;
  patch(clientKey, { state: 'sending', error: null });
  void deliver(clientKey);
}

/** Drops a failed message from the outbox (the member gave up on it). */
export function discardMessage(clientKey: string): void {
  update($outbox.get().filter((entry) => entry.clientKey !== clientKey || entry.state !== 'failed'));
}
