import { randomInt } from 'node:crypto';
import { DELETE_DISCOUNT_VALID_DAYS, type DeleteDiscountResponse } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import {
  codeExists,
  findDeleteDiscountOffer,
  findUsableOwnCode,
  insertPersonalCode,
  lockUser,
} from './delete-discount.repository';

const DAY_MS = 86_400_000;
const DELETE_DISCOUNT_PREFIX = 'STAY-';
/** Letters and digits that cannot be mistaken for one another when typed (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

function newCode(): string {
  let suffix = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) suffix += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return DELETE_DISCOUNT_PREFIX + suffix;
}

/**
 * POST /api/delete-discount.php: the company's delete discount as a personal code (`STAY-XXXXXX`,
 * once per user, for the member's country, valid DELETE_DISCOUNT_VALID_DAYS days). A member who
 * already has such a code, unused and unexpired, gets the same one again, so asking twice never
 * makes two codes (the member's row is locked while deciding). 404 `not_found` when the company
 * offers no delete discount.
 */
export async function deleteDiscountFor(db: Db, userId: number, now = new Date()): Promise<DeleteDiscountResponse> {
  const offer = await findDeleteDiscountOffer(db, userId);
  if (!offer || offer.delete_discount <= 0) throw new AppError('not_found');
  const percentage = Math.min(100, Math.round(offer.delete_discount));
  return db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    const existing = await findUsableOwnCode(trx, userId, DELETE_DISCOUNT_PREFIX, now);
    if (existing?.expires) {
      return {
        code: existing.code,
        percentage: existing.value_percentage,
        expires: new Date(existing.expires).toISOString(),
      };
    }
    let code = newCode();
    while (await codeExists(trx, code)) code = newCode();
    const expires = new Date(now.getTime() + DELETE_DISCOUNT_VALID_DAYS * DAY_MS);
    await insertPersonalCode(trx, { code, userId, country: offer.country, percentage, expires });
    return { code, percentage, expires: expires.toISOString() };
  });
}
