/**
 * Which credits of which purchase are still there: first in, first out (ADR 0027). Pure: it replays
 * a member's ledger rows in id order.
 *
 * - Every positive row is a lot (a purchase's lot carries the reference `order:<id>`; sign-up and
 *   bonus credits are lots too).
 * - A negative row whose reference names an order (`order:<id>`: a refund, a charge-back, a returned
 *   debit) takes from that order's lot first, the rest from the oldest lots.
 * - Any other negative row (a message, a photo, a gift, an adjustment) takes from the oldest lot that
 *   still has credits, then the next.
 */

export interface LedgerRowForLots {
  id: number;
  delta: number;
  reason: string;
  reference: string | null;
  created_at: Date | string;
}

export interface CreditLot {
  /** The ledger row that made the lot. */
  ledgerId: number;
  reason: string;
  reference: string | null;
  /** The order whose purchase made the lot, when its reference is `order:<id>`. */
  orderId: number | null;
  /** What the lot held when it was made. */
  credits: number;
  /** What is left of it now. */
  remaining: number;
}

const ORDER_REFERENCE = /^order:(\d+)$/;

/** The order a ledger reference names (`order:12` → 12), else null. */
export function orderIdOfReference(reference: string | null): number | null {
  const match = reference === null ? null : ORDER_REFERENCE.exec(reference);
  return match ? Number(match[1]) : null;
}

/** Takes up to `wanted` credits from one lot; answers what is still wanted. */
function takeFrom(lot: CreditLot, wanted: number): number {
  const taken = Math.min(lot.remaining, wanted);
  lot.remaining -= taken;
  return wanted - taken;
}

/**
 * The member's lots after replaying `rows` (any order: they are sorted by id). Throws when the rows
 * take more than the lots hold, which a ledger never does (a balance never goes below zero).
 */
export function creditLots(rows: readonly LedgerRowForLots[]): CreditLot[] {
  const lots: CreditLot[] = [];
  const lotOfOrder = new Map<number, CreditLot>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    if (!Number.isInteger(row.delta)) throw new Error(`ledger row ${row.id}: delta ${row.delta} is not an integer`);
    const orderId = orderIdOfReference(row.reference);
    if (row.delta > 0) {
      const lot = {
        ledgerId: row.id,
        reason: row.reason,
        reference: row.reference,
        orderId,
        credits: row.delta,
        remaining: row.delta,
      };
      lots.push(lot);
      if (orderId !== null && !lotOfOrder.has(orderId)) lotOfOrder.set(orderId, lot);
      continue;
    }
    let wanted = -row.delta;
    const own = orderId === null ? undefined : lotOfOrder.get(orderId);
    if (own) wanted = takeFrom(own, wanted);
    for (const lot of lots) {
      if (wanted === 0) break;
      wanted = takeFrom(lot, wanted);
    }
    if (wanted > 0) throw new Error(`ledger row ${row.id} takes ${wanted} credits more than the lots hold`);
  }
  return lots;
}

/** The credits of an order's purchase not used yet: what is left of its lot (0 without one). */
export function unusedCreditsOfOrderIn(rows: readonly LedgerRowForLots[], orderId: number): number {
  return creditLots(rows).find((lot) => lot.orderId === orderId)?.remaining ?? 0;
}
