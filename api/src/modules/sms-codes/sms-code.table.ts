import type { Generated } from 'kysely';

/** What a code confirms; each purpose has its own SMS text (`sms-code-texts.ts`). */
export const SMS_CODE_PURPOSES = ['direct_debit_mandate'] as const;
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];

/**
 * open: may still be entered (until expires_at); used: entered right, once; replaced: a newer code of
 * the member for the same purpose took its place; failed: too many wrong tries; undelivered: the SMS
 * provider refused it.
 */
export type SmsCodeStatus = 'open' | 'used' | 'replaced' | 'failed' | 'undelivered';

/** One-time codes sent by SMS (migration 0016): only a salted SHA-256 of each code is kept. */
export interface SmsCodesTable {
  id: Generated<number>;
  site_id: number | null;
  user_id: number;
  purpose: SmsCodePurpose;
  /** The number the code went to, international format (E.164). */
  phone: string;
  /** Random, hex; the hash is SHA-256 of `salt:code`. */
  salt: string;
  code_hash: string;
  wrong_tries: Generated<number>;
  status: Generated<SmsCodeStatus>;
  created_at: Date;
  expires_at: Date;
  /** When it stopped being open (used, replaced, failed, undelivered). */
  closed_at: Date | null;
}
