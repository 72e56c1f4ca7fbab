import type { Db } from '../../../db/database';
import { createLoginLink } from '../../account';

/** The page a withdrawal link leads to: the order on /transactions with the withdrawal form open. */
export function withdrawalPath(orderId: number): string {
  return `/transactions/${orderId}?withdraw=1`;
}

/**
 * A login link of the `/{token}` route (single use) that logs the member in and opens the order's
 * withdrawal form, valid until `expiresAt`.
 */
export async function withdrawalLoginUrl(
  db: Db,
  order: { id: number; user_id: number },
  origin: string,
  expiresAt: Date,
): Promise<string> {
  const token = await createLoginLink(db, order.user_id, withdrawalPath(order.id), new Date(), expiresAt);
  return `${origin}/${token}`;
}
