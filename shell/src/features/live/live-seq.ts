/**
 * The last live event seq a tab has applied, per member: kept in sessionStorage so a reload of the tab
 * resyncs from where it was (`?after=<seq>`), and never shared with another member or another tab.
 */
const keyOf = (userId: number) => `live-seq:${userId}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage blocked by the browser: the seq lives in memory only.
    return null;
  }
}

/** The stored seq of the member in this tab, null when there is none. */
export function readLiveSeq(userId: number): number | null {
  const value = Number(storage()?.getItem(keyOf(userId)) ?? Number.NaN);
  return Number.isSafeInteger(value) && value >= 0 ? value : null;
}

export function writeLiveSeq(userId: number, seq: number): void {
  try {
    storage()?.setItem(keyOf(userId), String(seq));
  } catch {
    // A full or blocked storage only costs a resync after a reload.
  }
}
