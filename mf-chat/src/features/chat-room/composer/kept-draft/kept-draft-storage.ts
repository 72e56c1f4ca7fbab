const PREFIX = 'chat-kept-draft:';

/** One chat of one member: the tab may be used by another member after a logout. */
function storageKey(memberId: number, profileId: number): string {
  return `${PREFIX}${memberId}:${profileId}`;
}

/**
 * Keeps what the member typed in a chat while they buy credits (sessionStorage: it survives the way
 * to /credits, the payment provider and back, and ends with the tab). An empty text keeps nothing.
 * A blocked or full storage keeps nothing either: the member then types it again.
 */
export function keepDraft(memberId: number, profileId: number, text: string): void {
  try {
    if (text.trim() === '') globalThis.sessionStorage?.removeItem(storageKey(memberId, profileId));
    else globalThis.sessionStorage?.setItem(storageKey(memberId, profileId), text);
  } catch {
    // Private mode or a full storage.
  }
}

/** The text kept for this chat; null: none. */
export function readKeptDraft(memberId: number, profileId: number): string | null {
  try {
    return globalThis.sessionStorage?.getItem(storageKey(memberId, profileId)) ?? null;
  } catch {
    return null;
  }
}

/** Forgets the text kept for this chat (it is back in the composer). */
export function dropKeptDraft(memberId: number, profileId: number): void {
  try {
    globalThis.sessionStorage?.removeItem(storageKey(memberId, profileId));
  } catch {
    // A blocked storage kept nothing.
  }
}
