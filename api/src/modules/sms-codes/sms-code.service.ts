import type { Language } from '@app/shared/contract';
import {
  SMS_CODE_MAX_WRONG_TRIES,
  SMS_CODE_VALID_MINUTES,
  SMS_CODES_PER_HOUR,
} from '@app/shared/contract/sms-code-constants';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { SmsSender } from '../mail';
import {
  closeSmsCode,
  codesCreatedSince,
  countWrongTry,
  findOpenCodeForUpdate,
  insertSmsCode,
  lockMember,
  replaceOpenCode,
} from './sms-code.repository';
import { hashSmsCode, newSalt, newSmsCode, smsCodeMatches } from './sms-code-secret';
import { renderSmsCodeText } from './sms-code-texts';
import type { SmsCodePurpose } from './sms-code.table';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export interface IssueSmsCodeInput {
  siteId: number | null;
  userId: number;
  /** International format (E.164), as the form's shared schema leaves it. */
  phone: string;
  purpose: SmsCodePurpose;
  language: Language;
  /** The site's name as its mails sign (`sites.mail_name`), named in the SMS. */
  siteName: string;
}

/** What a verified code confirms: the number it was sent to, and when. */
export interface VerifiedSmsCode {
  phone: string;
  siteId: number | null;
  verifiedAt: Date;
}

/**
 * Sends the member a new one-time code for a purpose by SMS, valid SMS_CODE_VALID_MINUTES; it replaces
 * the member's open code for that purpose. At most SMS_CODES_PER_HOUR codes per member in any hour,
 * else 429 `sms_code_limit` with the minutes until the next is allowed; the member's row is locked
 * while deciding, so parallel requests cannot pass the limit together. A code the provider refused
 * still counts (a timed-out request may have been delivered and paid for): it is closed and the
 * answer is 503 `unavailable`.
 */
export async function issueSmsCode(
  db: Db,
  sms: SmsSender,
  input: IssueSmsCodeInput,
  now = new Date(),
): Promise<{ expiresAt: Date }> {
  const code = newSmsCode();
  const expiresAt = new Date(now.getTime() + SMS_CODE_VALID_MINUTES * MINUTE_MS);
  const id = await db.transaction().execute(async (trx) => {
    if (!(await lockMember(trx, input.userId))) throw new AppError('not_found');
    const recent = await codesCreatedSince(trx, input.userId, new Date(now.getTime() - HOUR_MS));
    if (recent.length >= SMS_CODES_PER_HOUR) {
      const freeAt = new Date(recent[recent.length - SMS_CODES_PER_HOUR]!.created_at).getTime() + HOUR_MS;
      throw new AppError('sms_code_limit', { minutes: Math.max(1, Math.ceil((freeAt - now.getTime()) / MINUTE_MS)) });
    }
    await replaceOpenCode(trx, input.userId, input.purpose, now);
    const salt = newSalt();
    return insertSmsCode(trx, {
      siteId: input.siteId,
      userId: input.userId,
      purpose: input.purpose,
      phone: input.phone,
      salt,
      codeHash: hashSmsCode(salt, code),
      createdAt: now,
      expiresAt,
    });
  });
  try {
    await sms.send({
      siteId: input.siteId,
      userId: input.userId,
      to: input.phone,
      kind: `sms_code_${input.purpose}`,
      language: input.language,
      text: renderSmsCodeText(input.purpose, input.language, code, input.siteName),
    });
  } catch {
    // The sender has recorded why (sms_outbox.error); the member may ask for a new code.
    await closeSmsCode(db, id, 'undelivered', now);
    throw new AppError('unavailable');
  }
  return { expiresAt };
}

type Outcome = { kind: 'verified'; phone: string; siteId: number | null } | { kind: 'wrong' | 'dead' | 'expired' };

/**
 * Checks a code the member typed against their open code for the purpose. The right code within its
 * validity is used up (a second use fails) and answers the number it went to. A wrong code counts a
 * try: 400 `invalid_sms_code`, and at the SMS_CODE_MAX_WRONG_TRIES-th the code is dead (then, like a
 * code past its time or none at all, 400 `sms_code_expired`: a new code is needed). The code's row is
 * locked while checking, so parallel tries cannot both use it or miscount; the tries are committed
 * before the error is thrown.
 */
export async function verifySmsCode(
  db: Db,
  input: { userId: number; purpose: SmsCodePurpose; code: string },
  now = new Date(),
): Promise<VerifiedSmsCode> {
  const outcome = await db.transaction().execute(async (trx): Promise<Outcome> => {
    const open = await findOpenCodeForUpdate(trx, input.userId, input.purpose);
    if (!open || new Date(open.expires_at).getTime() <= now.getTime()) return { kind: 'expired' };
    if (smsCodeMatches(open.salt, open.code_hash, input.code.trim())) {
      await closeSmsCode(trx, open.id, 'used', now);
      return { kind: 'verified', phone: open.phone, siteId: open.site_id };
    }
    if ((await countWrongTry(trx, open.id)) < SMS_CODE_MAX_WRONG_TRIES) return { kind: 'wrong' };
    await closeSmsCode(trx, open.id, 'failed', now);
    return { kind: 'dead' };
  });
  if (outcome.kind === 'verified') return { phone: outcome.phone, siteId: outcome.siteId, verifiedAt: now };
  throw new AppError(outcome.kind === 'wrong' ? 'invalid_sms_code' : 'sms_code_expired');
}

/** How many more codes the member may ask for within the hour (SMS_CODES_PER_HOUR, any purpose). */
export async function smsCodesLeft(db: Db, userId: number, now = new Date()): Promise<number> {
  const recent = await codesCreatedSince(db, userId, new Date(now.getTime() - HOUR_MS));
  return Math.max(0, SMS_CODES_PER_HOUR - recent.length);
}
