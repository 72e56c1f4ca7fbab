import { SMS_CODE_DIGITS, SMS_CODE_VALID_MINUTES } from '@app/shared/contract/sms-code-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender } from '../src/modules/mail/create-sms-sender';
import type { SmsSender } from '../src/modules/mail/sms-sender';
import { issueSmsCode, verifySmsCode } from '../src/modules/sms-codes/sms-code.service';
import { closeTestApp, insertMember } from './support/ledger-helpers';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const MINUTE = 60_000;
const T0 = new Date('2026-03-02T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);
const purpose = 'direct_debit_mandate' as const;

describe.each(DATABASE_KINDS)('SMS one-time codes on %s', (kind) => {
  let test: TestApp;
  let sms: SmsSender;
  let phones = 0;
  beforeAll(async () => {
    test = await createTestApp(kind);
    sms = createSmsSender(test.db, test.config);
  });
  afterAll(async () => {
    await closeTestApp(test);
  });

  /** A member and a phone number of their own. */
  async function member() {
    phones += 1;
    return {
      userId: await insertMember(test.db),
      phone: `+49151${String(process.pid % 1000).padStart(3, '0')}${String(phones).padStart(4, '0')}`,
    };
  }
  function issue(who: { userId: number; phone: string }, now: Date, sender = sms) {
    return issueSmsCode(test.db, sender, { siteId: null, siteName: 'Amorelle', language: 'de', purpose, ...who }, now);
  }
  const verify = (userId: number, code: string, now: Date) => verifySmsCode(test.db, { userId, purpose, code }, now);
  const outboxOf = (userId: number) =>
    test.db.selectFrom('sms_outbox').selectAll().where('user_id', '=', userId).orderBy('id').execute();
  /** The code of the member's newest SMS. */
  async function lastCode(userId: number): Promise<string> {
    const text = (await outboxOf(userId)).at(-1)!.text_body;
    return /^(\d+) /.exec(text)![1]!;
  }
  const codeRows = (userId: number) =>
    test.db.selectFrom('sms_codes').selectAll().where('user_id', '=', userId).orderBy('id').execute();

  it('sends a 6-digit code to the member’s phone in their language, through sms_outbox, and keeps only its hash', async () => {
    const who = await member();
    const { expiresAt } = await issue(who, T0);
    expect(expiresAt).toEqual(at(SMS_CODE_VALID_MINUTES));
    const [record] = await outboxOf(who.userId);
    expect(record).toMatchObject({ recipient: who.phone, kind: 'sms_code_direct_debit_mandate', language: 'de' });
    expect(record!.text_body).toMatch(
      /^\d{6} ist dein Code zur Bestätigung des SEPA-Lastschriftmandats bei Amorelle\. /,
    );
    const code = await lastCode(who.userId);
    expect(code).toMatch(new RegExp(`^\\d{${SMS_CODE_DIGITS}}$`));
    const [row] = await codeRows(who.userId);
    expect(row).toMatchObject({ phone: who.phone, status: 'open', wrong_tries: 0 });
    expect(new Date(row!.expires_at)).toEqual(at(10));
    expect(row!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('takes the right code once: a second use fails', async () => {
    const who = await member();
    await issue(who, T0);
    const code = await lastCode(who.userId);
    await expect(verify(who.userId, code, at(9.9))).resolves.toEqual({
      phone: who.phone,
      siteId: null,
      verifiedAt: at(9.9),
    });
    await expect(verify(who.userId, code, at(9.95))).rejects.toMatchObject({
      code: 'sms_code_expired',
      statusCode: 400,
    });
    expect((await codeRows(who.userId))[0]).toMatchObject({ status: 'used' });
  });

  it('refuses a code after 10 minutes, and when there is none', async () => {
    const who = await member();
    await expect(verify(who.userId, '123456', T0)).rejects.toMatchObject({ code: 'sms_code_expired' });
    await issue(who, T0);
    await expect(verify(who.userId, await lastCode(who.userId), at(10))).rejects.toMatchObject({
      code: 'sms_code_expired',
    });
  });

  it('kills the code at the third wrong try, even for the right code after it', async () => {
    const who = await member();
    await issue(who, T0);
    const code = await lastCode(who.userId);
    const wrong = code === '000000' ? '000001' : '000000';
    await expect(verify(who.userId, wrong, at(1))).rejects.toMatchObject({ code: 'invalid_sms_code', statusCode: 400 });
    await expect(verify(who.userId, wrong, at(2))).rejects.toMatchObject({ code: 'invalid_sms_code' });
    await expect(verify(who.userId, wrong, at(3))).rejects.toMatchObject({ code: 'sms_code_expired' });
    await expect(verify(who.userId, code, at(4))).rejects.toMatchObject({ code: 'sms_code_expired' });
    expect((await codeRows(who.userId))[0]).toMatchObject({ status: 'failed', wrong_tries: 3 });
  });

  it('replaces the open code with a new one, and refuses a fourth code within the hour', async () => {
    const who = await member();
    await issue(who, T0);
    const first = await lastCode(who.userId);
    await issue(who, at(1));
    const second = await lastCode(who.userId);
    if (first !== second)
      await expect(verify(who.userId, first, at(2))).rejects.toMatchObject({ code: 'invalid_sms_code' });
    await issue(who, at(20));
    const refused = issue(who, at(30));
    await expect(refused).rejects.toMatchObject({ code: 'sms_code_limit', statusCode: 429, extra: { minutes: 30 } });
    expect(await outboxOf(who.userId)).toHaveLength(3);
    expect((await codeRows(who.userId)).map((row) => row.status)).toEqual(['replaced', 'replaced', 'open']);
    await issue(who, at(60.5));
    await expect(verify(who.userId, await lastCode(who.userId), at(61))).resolves.toMatchObject({ phone: who.phone });
  });

  it('lets parallel verifications of the right code succeed once, and parallel wrong ones count each try once', async () => {
    const who = await member();
    await issue(who, T0);
    const code = await lastCode(who.userId);
    const right = await Promise.allSettled(Array.from({ length: 6 }, () => verify(who.userId, code, at(1))));
    expect(right.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(right.filter((r) => r.status === 'rejected' && r.reason.code === 'sms_code_expired')).toHaveLength(5);

    await issue(who, at(2));
    const wrong = (await lastCode(who.userId)) === '999999' ? '999998' : '999999';
    const tries = await Promise.allSettled(Array.from({ length: 6 }, () => verify(who.userId, wrong, at(3))));
    const codes = tries.map((r) => (r.status === 'rejected' ? r.reason.code : 'verified')).sort();
    expect(codes).toEqual(['invalid_sms_code', 'invalid_sms_code', ...Array(4).fill('sms_code_expired')]);
    expect((await codeRows(who.userId)).at(-1)).toMatchObject({ status: 'failed', wrong_tries: 3 });
  });

  it('issues at most 3 codes an hour to parallel requests', async () => {
    const who = await member();
    const results = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => issue(who, at(i / 10))));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await codeRows(who.userId)).toHaveLength(3);
    expect((await codeRows(who.userId)).filter((row) => row.status === 'open')).toHaveLength(1);
  });

  it('answers unavailable when the provider refuses the SMS, and the code cannot be used', async () => {
    const who = await member();
    const failing: SmsSender = {
      send: async () => {
        throw new Error('the SMS provider answered 500');
      },
    };
    await expect(issue(who, T0, failing)).rejects.toMatchObject({ code: 'unavailable', statusCode: 503 });
    expect(await codeRows(who.userId)).toMatchObject([{ status: 'undelivered' }]);
    await expect(verify(who.userId, '123456', at(1))).rejects.toMatchObject({ code: 'sms_code_expired' });
  });
});
