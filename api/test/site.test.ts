import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const INDEX_HTML = '<!doctype html><html><head><title>Amorelle</title></head><body><div id="root"></div></body></html>';
const SW_PUSH = "self.addEventListener('push', () => {});\n";
const REMOTES = JSON.stringify({ chat: { version: '1.0.0', entry: '/remotes/chat/1.0.0/remoteEntry.js' } });

describe.each(DATABASE_KINDS)('site serving on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind, {
      files: {
        'site/shell/index.html': INDEX_HTML,
        'site/shell/sw-push.js': SW_PUSH,
        'site/shell/main.0123456789.js': 'console.log("shell");\n',
        'site/remotes.json': REMOTES,
      },
    });
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers the shell index.html for a client route', async () => {
    for (const url of [
      '/chats',
      '/',
      '/members/profile/42?tab=photos',
      // A query value that looks like a file name is still a page.
      '/signup?email=jane@example.com',
      '/?utm_source=newsletter.html',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('sends a visitor asking for a page that is not for visitors straight on, and a member to the page', async () => {
    for (const url of ['/complete-signup', '/Complete-Signup/', '/complete-signup?step=photo']) {
      const visitor = await test.app.inject({ method: 'GET', url });
      expect(visitor.statusCode, url).toBe(302);
      expect(visitor.headers.location, url).toBe('/signup');
    }
    const member = await test.app.inject({ method: 'GET', url: '/complete-signup', cookies: { session: 'x' } });
    expect(member.statusCode).toBe(200);
    expect(member.body).toBe(INDEX_HTML);
  });

  it('answers the remotes registry, never cached', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toBe(REMOTES);
  });

  it('answers the push worker, allowed to control the whole site', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/sw-push.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['service-worker-allowed']).toBe('/');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(SW_PUSH);
  });

  it('caches hashed shell assets for a year', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/shell/main.0123456789.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers the web manifest of the site', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = response.json() as { name: string; lang: string; icons: Array<{ src: string; sizes: string }> };
    expect(manifest.name).toBe('Amorelle');
    expect(manifest.lang).toBe('en');
    expect(manifest.icons.length).toBeGreaterThan(0);
    for (const icon of manifest.icons) {
      expect(icon.src).toMatch(/^\//);
      expect(icon.sizes).toBeTruthy();
    }
    const german = await test.app.inject({
      method: 'GET',
      url: '/manifest.webmanifest',
      headers: { host: 'amorelle.de' },
    });
    expect((german.json() as { lang: string }).lang).toBe('de');
  });

  it('answers an unknown API path with a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await test.app.inject({ method, url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ error: 'not_found' });
    }
  });

  it('answers a missing file with 404, not the shell', async () => {
    for (const url of [
      '/nope.js',
      '/nope.js?v=2',
      '/shell/nope.js',
      '/remotes/chat/1.0.0/remoteEntry.js',
      '/favicon.ico',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<html');
    }
  });
});

describe.each(DATABASE_KINDS)('site serving without a built site on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers 404 for pages, the registry and the push worker', async () => {
    for (const url of ['/chats', '/remotes.json', '/sw-push.js']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
