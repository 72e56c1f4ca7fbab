import { randomInt } from 'node:crypto';
import { MANDATE_REFERENCE } from '@app/shared/contract/direct-debit-constants';

/** Capitals and digits without 0, 1, 8 and 9 (RFC 4648 base32): nothing to misread on a bank statement. */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const RANDOM_LENGTH = 8;

/**
 * A new mandate reference: `AML-<member id>-<8 random base32 characters>`, unique per member by its
 * random part and across members by the id (the table's unique index has the last word); within the
 * SEPA character set and its 35 characters (MANDATE_REFERENCE).
 */
export function newMandateReference(userId: number): string {
  let random = '';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) random += BASE32[randomInt(BASE32.length)];
  const reference = `AML-${userId}-${random}`;
  if (!MANDATE_REFERENCE.test(reference)) throw new Error(`not a SEPA mandate reference: ${reference}`);
  return reference;
}
