import { randomBytes } from 'node:crypto';
import type { Report, ReportResponse } from '@app/shared/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { CurrentUser } from '../auth';
import { profileExists } from './profile-view.repository';
import { insertReport } from './report.repository';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A reference a member can quote: R- and eight unambiguous characters. */
export function reportReference(bytes = randomBytes(8)): string {
  return `R-${Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

/**
 * Stores a member's report of a profile for the operators (POST /api/report.php). 400 for oneself,
 * 404 not_found for an unknown profile.
 */
export async function fileReport(db: Db, user: CurrentUser, report: Report): Promise<ReportResponse> {
  if (report.profile_id === user.profile.id) {
    throw new AppError('validation_failed', { fields: { profile_id: 'errors.field_invalid' } });
  }
  if (!(await profileExists(db, report.profile_id))) throw new AppError('not_found');
  const stored = await insertReport(db, {
    reference: reportReference(),
    reporter_user_id: user.id,
    reported_profile_id: report.profile_id,
    reason: report.reason,
    text: report.text,
    handled_at: null,
  });
  return { ok: true, reference: stored.reference };
}
