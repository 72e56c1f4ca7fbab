import type { AccountDeleteResponse } from '@app/shared/contract';
import { formatDate } from '@app/shared/i18n/format';

/** What /account-deleted needs after the session is gone: kept for this browser tab only. */
export interface DeletedAccount {
  reactivateUntil: string;
  /** Lets /account-deleted download the member's data without a session (until reactivate_until). */
  exportToken: string | null;
}

const STORAGE_KEY = 'accountDeleted';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** Keeps the answer of DELETE /api/account.php for /account-deleted. */
export function rememberDeletion(answer: AccountDeleteResponse, storage = sessionStore()): DeletedAccount {
  const deleted = { reactivateUntil: answer.reactivate_until, exportToken: answer.export_token || null };
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(deleted));
  } catch {
    // Storage blocked: the page still has the date from its address.
  }
  return deleted;
}

/** The kept deletion of this tab, or null. */
export function readDeletion(storage = sessionStore()): DeletedAccount | null {
  try {
    const value = JSON.parse(storage?.getItem(STORAGE_KEY) ?? 'null') as Partial<DeletedAccount> | null;
    if (typeof value?.reactivateUntil !== 'string') return null;
    return { reactivateUntil: value.reactivateUntil, exportToken: value.exportToken ?? null };
  } catch {
    return null;
  }
}

/** The address of the page after a deletion: the date is in it, so a reload still shows it. */
export function accountDeletedPath(reactivateUntil: string): string {
  return `/account-deleted?until=${encodeURIComponent(reactivateUntil)}`;
}

/** Until when the account can be reactivated: the address's `until`, else the kept deletion; null if neither is a date. */
export function reactivationDeadline(until: string | null, kept: DeletedAccount | null): Date | null {
  for (const value of [until, kept?.reactivateUntil]) {
    if (!value) continue;
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return null;
}

/** The exact date and time in the interface language, with the time zone named. */
export function formatDeadline(date: Date, language: string, timeZone?: string): string {
  return formatDate(date, language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
}
