import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { fromTrustedProxy, parseTrustProxy, requestHost } from './trusted-proxy';

/** A request as the server sees it: the socket's peer and the headers. */
const requestFrom = (peer: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;

describe('TRUST_PROXY', () => {
  it('trusts nobody by default, in production too', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db',
      SMTP_URL: 'smtp://mail',
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'live_key',
      PUBLIC_URL: 'https://example.com',
    };
    expect(parseConfig(production).trustProxy).toBe(false);
    expect(parseConfig({ ...production, TRUST_PROXY: '10.0.0.1' }).trustProxy).toBeTypeOf('function');
  });

  it('takes a hop count: that many nearest hops are proxies', () => {
    const trust = parseTrustProxy('2');
    expect(trust).toBeTypeOf('function');
    if (!trust) return;
    expect([trust('203.0.113.1', 0), trust('203.0.113.1', 1), trust('203.0.113.1', 2)]).toEqual([true, true, false]);
  });

  it('takes addresses and CIDRs: exactly those peers, at any hop', () => {
    const trust = parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1');
    if (!trust) throw new Error('expected a rule');
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:10.0.0.1', 0)).toBe(true);
    expect(trust('192.168.4.5', 1)).toBe(true);
    expect(trust('::1', 0)).toBe(true);
    expect(trust('10.0.0.2', 0)).toBe(false);
    expect(trust('203.0.113.1', 0)).toBe(false);
  });

  it('refuses to start with a setting it cannot read', () => {
    for (const value of ['yes', 'true', '10.0.0.1,,10.0.0.2', '10.0.0.0/33', '-1']) {
      expect(() => parseConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: a hop count or a comma-separated/);
    }
  });
});

describe('the forwarded host', () => {
  const trust = parseTrustProxy('10.0.0.1');
  const headers = { host: '127.0.0.1:3000', 'x-forwarded-host': 'evil.example, site.example' };

  it("is believed only from a trusted proxy, and then the nearest proxy's entry", () => {
    expect(fromTrustedProxy(requestFrom('10.0.0.1', headers), trust)).toBe(true);
    expect(requestHost(requestFrom('10.0.0.1', headers), trust)).toBe('site.example');
    expect(requestHost(requestFrom('::ffff:10.0.0.1', headers), trust)).toBe('site.example');
    expect(requestHost(requestFrom('203.0.113.9', headers), trust)).toBe('127.0.0.1:3000');
  });

  it('is never believed without TRUST_PROXY', () => {
    expect(fromTrustedProxy(requestFrom('10.0.0.1', headers), false)).toBe(false);
    expect(requestHost(requestFrom('10.0.0.1', headers), false)).toBe('127.0.0.1:3000');
  });
});
