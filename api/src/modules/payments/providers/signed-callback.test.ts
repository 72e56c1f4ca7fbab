import type * as nodeCrypto from 'node:crypto';
import { createHash, timingSafeEqual } from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  flexPaySignature,
  flexPaySigningString,
  timestampedHmacSignature,
  verifySignedCallback,
} from './signed-callback';

// The real timingSafeEqual, watched: a comparison that skips it must fail these tests.
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof nodeCrypto>();
  return { ...crypto, timingSafeEqual: vi.fn(crypto.timingSafeEqual) };
});

beforeEach(() => {
  vi.mocked(timingSafeEqual).mockClear();
});

const SECRET = 'zpXwe2D77g4P7ysGJcr3rY87TBYs6J';

describe('Verotel FlexPay signature (flexpay-sha256)', () => {
  // A FlexPay postback for a one-time purchase (the parameters Verotel's postback documents).
  const postback = {
    shopID: '68849',
    saleID: '433456',
    referenceID: 'A-000042',
    priceAmount: '19.99',
    priceCurrency: 'EUR',
    paymentMethod: 'CC',
    type: 'purchase',
    description: 'Amorelle 50 credits, order A-000042 – Dščř&?=',
  };
  const signed = (params: Record<string, string>, secret = SECRET): Record<string, string> & { signature: string } => ({
    ...params,
    signature: flexPaySignature(secret, params),
  });
  const verify = (params: Record<string, unknown>, secret = SECRET) =>
    verifySignedCallback({ scheme: 'flexpay-sha256', secret, params });

  it('builds the signed string as Verotel’s own client does (its published SHA-1 test vector)', () => {
    // verotel/flexpay-php-client tests/VerotelFlexPayClientTest.php: these parameters and secret, with
    // shopID 68849, validate against the SHA-1 signature fc63f38e…; SHA-256 is the same string hashed.
    const params = {
      saleID: '433456',
      priceAmount: '0.00',
      referenceID: 'reference1234',
      priceCurrency: 'USD',
      custom1: 'My',
      description: 'My Dščřčřřěřě&?=blah123',
      subscriptionType: 'RECURRING',
      period: 'P1M',
      name: 'My name',
      trialAmount: '0.01',
      trialPeriod: 'P3D',
      successURL: 'http://backURL.test',
      declineURL: 'http://declineURL.test',
      cancelDiscountPercentage: '30',
      blah: 'something',
      shopID: '68849',
    };
    const text = flexPaySigningString(SECRET, params);
    expect(text.startsWith(`${SECRET}:blah=something:cancelDiscountPercentage=30:custom1=My:`)).toBe(true);
    expect(createHash('sha1').update(text, 'utf8').digest('hex')).toBe('fc63f38e2722d2e5bc4f2044ad3ffb2051e89643');
    expect(flexPaySignature(SECRET, params)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('accepts a valid postback, in any order of parameters, and compares with timingSafeEqual', () => {
    const params = signed(postback);
    expect(verify(params)).toEqual({ ok: true });
    const reversed = Object.fromEntries(Object.entries(params).reverse());
    expect(verify(reversed)).toEqual({ ok: true });
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
  });

  it('accepts the signature in upper-case hex', () => {
    const params = signed(postback);
    expect(verify({ ...params, signature: params.signature.toUpperCase() })).toEqual({ ok: true });
  });

  it('refuses a tampered parameter', () => {
    const params = signed(postback);
    expect(verify({ ...params, priceAmount: '1999.00' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verify({ ...params, saleID: '433457' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verify({ ...params, description: `${postback.description} ` })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a missing or an extra parameter', () => {
    const { priceCurrency: _dropped, ...missing } = signed(postback);
    expect(verify(missing)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verify({ ...signed(postback), custom1: 'extra' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verify({ ...signed(postback), empty: '' })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a repeated parameter (parsed to an array)', () => {
    expect(verify({ ...signed(postback), saleID: ['433456', '1'] })).toEqual({ ok: false, reason: 'malformed_params' });
  });

  it('refuses the signature of another secret', () => {
    expect(verify(signed(postback, 'another-secret'))).toEqual({ ok: false, reason: 'mismatch' });
    expect(verify(signed(postback), 'another-secret')).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses a missing signature, one of the wrong length, one that is not hex, and Verotel’s old SHA-1 one', () => {
    const params = signed(postback);
    expect(verify(postback)).toEqual({ ok: false, reason: 'missing_signature' });
    expect(verify({ ...postback, signature: '' })).toEqual({ ok: false, reason: 'missing_signature' });
    expect(verify({ ...postback, signature: params.signature.slice(0, -2) })).toEqual({
      ok: false,
      reason: 'malformed_signature',
    });
    expect(verify({ ...postback, signature: `${params.signature}00` })).toEqual({
      ok: false,
      reason: 'malformed_signature',
    });
    expect(verify({ ...postback, signature: `${params.signature.slice(0, -1)}g` })).toEqual({
      ok: false,
      reason: 'malformed_signature',
    });
    const sha1 = createHash('sha1').update(flexPaySigningString(SECRET, postback), 'utf8').digest('hex');
    expect(verify({ ...postback, signature: sha1 })).toEqual({ ok: false, reason: 'malformed_signature' });
    expect(verify({ ...postback, signature: ['a', 'b'] })).toEqual({ ok: false, reason: 'malformed_signature' });
  });

  it('refuses to check anything without a configured secret', () => {
    expect(() => verify(signed(postback), '')).toThrow(/secret/);
  });
});

describe('HMAC-SHA256 of the raw body with a timestamp (hmac-sha256-timestamped)', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const nowSeconds = now.getTime() / 1000;
  const rawBody = JSON.stringify({ event: 'payment.completed', payment_id: 'seg_123', amount: '19.99' });
  const check = (overrides: Partial<{ signature: string; timestamp: string | number; rawBody: string }> = {}) => {
    const timestamp = overrides.timestamp ?? nowSeconds - 10;
    return verifySignedCallback({
      scheme: 'hmac-sha256-timestamped',
      secret: SECRET,
      rawBody: overrides.rawBody ?? rawBody,
      signature: overrides.signature ?? timestampedHmacSignature(SECRET, timestamp, rawBody),
      timestamp,
      now,
    });
  };

  it('accepts a valid, fresh callback (also in upper-case hex) through timingSafeEqual', () => {
    expect(check()).toEqual({ ok: true });
    const signature = timestampedHmacSignature(SECRET, nowSeconds, rawBody).toUpperCase();
    expect(check({ timestamp: String(nowSeconds), signature })).toEqual({ ok: true });
    expect(timingSafeEqual).toHaveBeenCalledTimes(2);
  });

  it('refuses a tampered body, and a timestamp changed after signing', () => {
    expect(check({ rawBody: rawBody.replace('19.99', '1999') })).toEqual({ ok: false, reason: 'mismatch' });
    const signature = timestampedHmacSignature(SECRET, nowSeconds - 10, rawBody);
    expect(check({ signature, timestamp: nowSeconds })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('refuses another secret’s signature and a signature of the wrong length', () => {
    const other = timestampedHmacSignature('another-secret', nowSeconds - 10, rawBody);
    expect(check({ signature: other })).toEqual({ ok: false, reason: 'mismatch' });
    expect(check({ signature: other.slice(0, 40) })).toEqual({ ok: false, reason: 'malformed_signature' });
  });

  it('refuses a stale or a far-future timestamp (a replay), and a missing one', () => {
    const stale = nowSeconds - 301;
    expect(check({ timestamp: stale, signature: timestampedHmacSignature(SECRET, stale, rawBody) })).toEqual({
      ok: false,
      reason: 'stale_timestamp',
    });
    const edge = nowSeconds - 300;
    expect(check({ timestamp: edge, signature: timestampedHmacSignature(SECRET, edge, rawBody) })).toEqual({
      ok: true,
    });
    const future = nowSeconds + 3600;
    expect(check({ timestamp: future, signature: timestampedHmacSignature(SECRET, future, rawBody) })).toEqual({
      ok: false,
      reason: 'stale_timestamp',
    });
    expect(
      verifySignedCallback({
        scheme: 'hmac-sha256-timestamped',
        secret: SECRET,
        rawBody,
        signature: 'ab',
        timestamp: undefined,
      }),
    ).toEqual({ ok: false, reason: 'missing_timestamp' });
    expect(
      verifySignedCallback({ scheme: 'hmac-sha256-timestamped', secret: SECRET, rawBody, signature: '', timestamp: 1 }),
    ).toEqual({ ok: false, reason: 'missing_signature' });
  });
});
