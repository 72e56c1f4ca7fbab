import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><html><head><title>Amorelle</title></head><body><div id="root"></div></body></html>';
const ENTRY = '/remotes/mf-chat/1.0.0-0123456789/remoteEntry.js';
const PHOTO = '/media/photos/1/abcdef12.webp';

/** A Content-Security-Policy header as its directives, by name. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  const policy: Record<string, string[]> = {};
  for (const part of String(header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy[name] = sources;
  }
  return policy;
}

/** Every kind of answer: pages, the API (an answer, an error, a 404), the site's files and a photo. */
const EVERY_KIND = [
  { method: 'GET', url: '/members' },
  { method: 'GET', url: '/no-such-page' },
  { method: 'GET', url: '/api/settings.php' },
  { method: 'POST', url: '/api/complaints.php' },
  { method: 'GET', url: '/api/nope' },
  { method: 'GET', url: '/shell/main.0123456789.js' },
  { method: 'GET', url: ENTRY },
  { method: 'GET', url: '/sw-push.js' },
  { method: 'GET', url: '/remotes.json' },
  { method: 'GET', url: PHOTO },
  { method: 'GET', url: '/media/gifts/rose.svg' },
] as const;

describe.each(DATABASE_KINDS)('security headers on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, {
      files: {
        'site/shell/index.html': INDEX_HTML,
        'site/shell/sw-push.js': "self.addEventListener('push', () => {});\n",
        'site/shell/main.0123456789.js': 'console.log("shell");\n',
        [`site${ENTRY}`]: 'var mf_chat;\n',
        'site/remotes.json': '{"remotes":[]}',
        [`media${PHOTO.slice('/media'.length)}`]: 'RIFF....WEBP',
      },
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('sends nosniff and the Referrer-Policy on every answer, and no HSTS outside production', async () => {
    for (const request of EVERY_KIND) {
      const response = await test.app.inject(request);
      const label = `${request.method} ${request.url} (${response.statusCode})`;
      expect(response.headers['x-content-type-options'], label).toBe('nosniff');
      expect(response.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security'], label).toBeUndefined();
    }
  });

  it("gives the site's pages a strict policy: the site's own scripts and styles only, frames nowhere", async () => {
    for (const url of ['/members', '/no-such-page']) {
      const response = await test.app.inject({ method: 'GET', url, headers: { host: 'amorelle.de' } });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const policy = directives(response.headers['content-security-policy']);
      expect(policy).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'", 'ws://amorelle.de'],
        'media-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-src': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'report-uri': ['/api/csp-report.php'],
        'report-to': ['csp'],
      });
      expect(response.headers['reporting-endpoints']).toBe('csp="http://amorelle.de/api/csp-report.php"');
    }
  });

  it("lets a page show photos from the site's cdn_prefix", async () => {
    const [site] = await test.db
      .selectFrom('sites')
      .select(['id', 'cdn_prefix'])
      .where('domain', '=', 'amorelle.de')
      .execute();
    await test.db
      .updateTable('sites')
      .set({ cdn_prefix: 'https://cdn.example.net/media/' })
      .where('id', '=', site!.id)
      .execute();
    try {
      const response = await test.app.inject({ method: 'GET', url: '/members', headers: { host: 'amorelle.de' } });
      expect(directives(response.headers['content-security-policy'])['img-src']).toEqual([
        "'self'",
        'data:',
        'https://cdn.example.net',
      ]);
    } finally {
      await test.db.updateTable('sites').set({ cdn_prefix: site!.cdn_prefix }).where('id', '=', site!.id).execute();
    }
  });

  it('keeps a forged Host out of the policy', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/members',
      headers: { host: "evil.test; script-src * 'unsafe-inline'" },
    });
    const policy = directives(response.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(response.headers['reporting-endpoints']).toBeUndefined();
  });

  it("gives the server's own pages inline styles but no inline script", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/dev/sandbox-checkout' });
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const policy = directives(response.headers['content-security-policy']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['report-uri']).toEqual(['/api/csp-report.php']);
  });

  it('lets every other answer load nothing and be framed nowhere; scripts carry no policy of their own', async () => {
    for (const url of ['/api/settings.php', '/api/nope', '/remotes.json', PHOTO, '/media/gifts/rose.svg']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    for (const url of ['/shell/main.0123456789.js', ENTRY, '/sw-push.js']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toBeUndefined();
    }
  });

  it('adds HSTS in production, to pages, API answers and files', async () => {
    const config = parseConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://unused',
      SMTP_URL: 'smtp://127.0.0.1:9',
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'test_dummy_key_for_config',
      PUBLIC_URL: 'https://amorelle.de',
      LOG_LEVEL: 'silent',
      DATA_DIR: test.config.dataDir,
    });
    const app = await buildApp({ config, db: test.db });
    try {
      for (const url of ['/members', '/api/settings.php', '/shell/main.0123456789.js', PHOTO, '/api/nope']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
        expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      }
    } finally {
      await app.close();
    }
  });
});
