import { randomBytes } from 'node:crypto';
import type { Complaint } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { insertComplaint } from './complaint.repository';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference a member can quote: C- and eight unambiguous characters. */
export function complaintReference(bytes = randomBytes(8)): string {
  return `C-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/** Stores a complaint for the operators. Mailing it to support comes with the mail module. */
export async function fileComplaint(db: Db, siteId: number, language: string, complaint: Complaint) {
  return insertComplaint(db, {
    ...complaint,
    site_id: siteId,
    language,
    reference: complaintReference(),
    mailed_at: null,
  });
}
