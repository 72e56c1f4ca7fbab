import { map } from 'nanostores';

/** What a member can dismiss; each is stored with the time of dismissal (spec section 4). */
export type Dismissal = 'profilePhotoAlert' | 'pushAlert' | 'disabledNotificationsAlert' | 'timeBonusModal';

const STORAGE_KEY = 'dismissals';

function readStored(): Partial<Record<Dismissal, number>> {
  try {
    return JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '{}') as Partial<Record<Dismissal, number>>;
  } catch {
    return {};
  }
}

/** Dismissal timestamps (ms since epoch), kept across visits. */
export const $dismissals = map<Partial<Record<Dismissal, number>>>(readStored());

export function dismiss(what: Dismissal, now = Date.now()): void {
  $dismissals.setKey(what, now);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify($dismissals.get()));
  } catch {
    // Storage full or blocked: the dismissal still holds for this visit.
  }
}

export function isDismissed(what: Dismissal): boolean {
  return $dismissals.get()[what] !== undefined;
}
