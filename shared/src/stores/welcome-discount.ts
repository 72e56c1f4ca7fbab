import { atom } from 'nanostores';
import { api } from '@app/shared/api';
import type { z } from 'zod';
import type { DiscountCode, DiscountCodeResponseSchema } from '../contract/discount-codes';
import { followNonPayingMember } from './follow-non-paying-member';

/** The answer as the server sends it, held to its schema by the server (ADR 0020). */
type DiscountCodeResponse = z.output<typeof DiscountCodeResponseSchema>;

/**
 * The welcome discount of a new non-paying member (spec sections 1, 4 and 7): GET
 * /api/discountcode.php?welcome=true, loaded while such a member is logged in. Null for a visitor,
 * after the first purchase (`paid_user`), when the server offers none (its errors are ignored) and
 * once `expires` has passed.
 */
export const $welcomeDiscount = atom<DiscountCode | null>(null);

/**
 * Seconds the discount is still valid at `now` (0 once over), or null when it has no end: for the
 * "valid for …" of the banner and the credits page.
 */
export function welcomeDiscountSecondsLeft(discount: Pick<DiscountCode, 'expires'>, now = Date.now()): number | null {
  if (discount.expires === null) return null;
  const end = Date.parse(discount.expires);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now) / 1000));
}

function usable(discount: DiscountCode, now: number): boolean {
  if (discount.status !== 'active' || discount.expired) return false;
  const left = welcomeDiscountSecondsLeft(discount, now);
  return left === null || left > 0;
}

/** setTimeout holds at most 2^31 - 1 ms (about 24.8 days); longer waits are made of several. */
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

let expiryTimer: ReturnType<typeof setTimeout> | undefined;

function clear(): void {
  clearTimeout(expiryTimer);
  expiryTimer = undefined;
  if ($welcomeDiscount.get() !== null) $welcomeDiscount.set(null);
}

/** Clears the store at the instant the discount expires. */
function expireAt(end: number): void {
  clearTimeout(expiryTimer);
  const wait = end - Date.now();
  if (wait <= 0) return clear();
  expiryTimer = setTimeout(() => expireAt(end), Math.min(wait, LONGEST_TIMEOUT_MS));
}

function show(discount: DiscountCode): void {
  if (!usable(discount, Date.now())) return clear();
  $welcomeDiscount.set(discount);
  if (discount.expires !== null) expireAt(Date.parse(discount.expires));
}

followNonPayingMember($welcomeDiscount, {
  // The server holds its answer to the contract's schema (ADR 0020): no zod in the browser for it.
  load: () => api<DiscountCodeResponse>('/api/discountcode.php', { query: { welcome: 'true' } }),
  show: (answer) => {
    if (!answer?.discount_code) return clear();
    show(answer.discount_code);
  },
  // Spec sections 7 and 8: the welcome variant's errors are ignored (a member it does not apply to).
  clear,
});
