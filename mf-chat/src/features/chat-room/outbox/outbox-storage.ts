import type { OutboxEntry } from './outbox-entry';

const PREFIX = 'chat-outbox:';

/** Where a member's pending messages live, so a reload does not lose them. */
function storageKey(memberId: number): string {
  return `${PREFIX}${memberId}`;
}

/** The member's stored outbox; an unreadable or missing one is empty. */
export function readOutbox(memberId: number): OutboxEntry[] {
  try {
    const raw = globalThis.localStorage?.getItem(storageKey(memberId));
    const entries: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(entries) ? (entries as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

/** Stores the member's outbox (or removes it when empty); a full or blocked storage is ignored. */
export function writeOutbox(memberId: number, entries: OutboxEntry[]): void {
  try {
    if (entries.length === 0) globalThis.localStorage?.removeItem(storageKey(memberId));
    else globalThis.localStorage?.setItem(storageKey(memberId), JSON.stringify(entries));
  } catch {
    // Private mode or a full storage: the outbox still works for this page's life.
  }
}
