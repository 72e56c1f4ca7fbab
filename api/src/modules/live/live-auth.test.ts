import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../http/trusted-proxy';
import { isSameSite } from './live-auth';

const PROXY = '10.0.0.1';

/** A socket upgrade as the server sees it: the socket's peer and the headers. */
const upgradeFrom = (peer: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;

describe('the live socket’s same-site check behind proxies', () => {
  const forged = { host: 'site.example', origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' };
  const forwarded = { host: '127.0.0.1:3000', origin: 'https://site.example', 'x-forwarded-host': 'site.example' };

  for (const setting of [undefined, PROXY, '1']) {
    it(`takes X-Forwarded-Host from a trusted proxy only (TRUST_PROXY=${setting ?? ''})`, () => {
      const trust = parseTrustProxy(setting);
      const direct = setting === '1' ? null : '203.0.113.9';
      if (direct) expect(isSameSite(upgradeFrom(direct, forged), trust)).toBe(false);
      expect(isSameSite(upgradeFrom(PROXY, forwarded), trust)).toBe(setting !== undefined);
    });
  }

  it('refuses another site when the trusted proxy forwards its host', () => {
    const trust = parseTrustProxy(PROXY);
    expect(isSameSite(upgradeFrom(PROXY, { ...forwarded, origin: 'https://evil.example' }), trust)).toBe(false);
    expect(isSameSite(upgradeFrom(PROXY, { host: 'site.example', origin: 'https://site.example' }), trust)).toBe(true);
  });
});
