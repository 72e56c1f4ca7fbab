import { describe, expect, it } from 'vitest';
import { cdnSource, isServerPage, policyHost, sitePolicy } from './security-headers-csp';

describe("the site's policy", () => {
  it('names the CDN of an absolute or scheme-relative cdn_prefix, and nothing for a path on the site', () => {
    expect(cdnSource('/media/')).toBeNull();
    expect(cdnSource(null)).toBeNull();
    expect(cdnSource('https://cdn.example.net/media/')).toBe('https://cdn.example.net');
    expect(cdnSource('http://cdn.example.net:8080/m/')).toBe('http://cdn.example.net:8080');
    expect(cdnSource('//cdn.example.net/media/')).toBe('cdn.example.net');
    expect(cdnSource("javascript:alert('x')")).toBeNull();
  });

  it('takes only a well-formed host into the policy', () => {
    expect(policyHost('Amorelle.de:3000')).toBe('amorelle.de:3000');
    expect(policyHost('[::1]:3000')).toBe('[::1]:3000');
    expect(policyHost('evil.test; script-src *')).toBeNull();
    expect(policyHost('evil.test,other')).toBeNull();
    expect(policyHost(undefined)).toBeNull();
  });

  it('lets forms go to PUBLIC_URL too, and the socket use wss on https', () => {
    const policy = sitePolicy({
      host: 'amorelle.de',
      secure: true,
      cdnPrefix: '/media/',
      publicUrl: 'https://www.amorelle.de/',
    });
    expect(policy).toContain("connect-src 'self' wss://amorelle.de;");
    expect(policy).toContain("form-action 'self' https://www.amorelle.de;");
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
  });

  it("tells the server's own pages from the site's", () => {
    expect(isServerPage('/dev/outbox')).toBe(true);
    expect(isServerPage('/api/unsubscribe.php')).toBe(true);
    expect(isServerPage('/api/docs/')).toBe(true);
    expect(isServerPage('/members/12')).toBe(false);
    expect(isServerPage('/developers')).toBe(false);
  });
});
