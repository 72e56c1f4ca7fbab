import { atom } from 'nanostores';
import { api, ApiError } from '@app/shared/api';
import type { SpendingLimit } from '@app/shared/contract/spending-limit';
import { chatOpenings } from '../paid-send-store';

/** A window that regains focus refreshes a known setting at most this often. */
export const SETTING_REFRESH_MS = 60_000;

export interface AskSetting {
  /** The member (own profile id) the setting belongs to. */
  member: number;
  /** "Ask me before each paid message" (GET /api/spending-limit.php). */
  ask: boolean;
  /** When it was read (ms). */
  readAt: number;
  /** The chat pages opened before it was read: after another one it is read again (ADR 0027). */
  opening: number;
}

/**
 * The member's "ask me before each paid message" switch, for this session. Nothing is read with a
 * chat: the first send that costs credits loads this module (with the dialog, in their own chunk)
 * and reads it (ADR 0027). After that it is read again when the window regains focus (at most once a
 * minute: the switch may have changed in another tab or on another device), and at the first paid
 * send after a chat page opened (the member may come from /credits in this tab, where no focus event
 * tells).
 */
export const $askSetting = atom<AskSetting | null>(null);

let reading: Promise<boolean> | null = null;
let watching = false;

function read(member: number): Promise<boolean> {
  const opening = chatOpenings();
  reading ??= api<{ spending_limit: SpendingLimit }>('/api/spending-limit.php', { retry: 1 })
    .then((answer) => {
      const ask = answer?.spending_limit?.ask_before_paid_message;
      if (typeof ask !== 'boolean') throw new ApiError(500, 'internal_error');
      $askSetting.set({ member, ask, readAt: Date.now(), opening });
      watchFocus();
      return ask;
    })
    .finally(() => {
      reading = null;
    });
  return reading;
}

function refreshOnFocus(): void {
  const known = $askSetting.get();
  if (known && Date.now() - known.readAt >= SETTING_REFRESH_MS) read(known.member).catch(() => undefined);
}

function watchFocus(): void {
  if (watching) return;
  watching = true;
  globalThis.addEventListener?.('focus', refreshOnFocus);
}

/**
 * Whether to ask before a paid send: the known setting, else read now. When it cannot be read, the
 * last known answer holds; without one the chat asks (the dialog costs a click, an unasked send may
 * cost money the member wanted to be asked about), except on 404: no such setting on this server.
 */
export async function shouldAskBeforePaidSend(member: number): Promise<boolean> {
  const known = $askSetting.get();
  const mine = known?.member === member ? known : null;
  if (mine && mine.opening === chatOpenings()) return mine.ask;
  try {
    return await read(member);
  } catch (error) {
    if (mine) return mine.ask;
    return !(error instanceof ApiError && error.status === 404);
  }
}
