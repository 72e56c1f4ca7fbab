import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const URL = '/api/csp-report.php';

/** What Chromium sends to `report-uri` for a blocked inline script. */
const LEVEL_2_REPORT = {
  'csp-report': {
    'document-uri': 'http://localhost/Zm9yLXRoZS1lMmUtdGVzdHMtb25seS0xMjM0NTY3OA',
    referrer: '',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; script-src 'self'",
    disposition: 'enforce',
    'blocked-uri': 'inline',
    'line-number': 12,
    'source-file': 'http://localhost/members/12',
    'status-code': 200,
    'script-sample': '',
  },
};

/** A Reporting API batch: two violations and a report of another type. */
const BATCH = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'http://localhost/chats/7',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'http://localhost/chats/7',
      blockedURL: 'https://evil.example/steal?who=jane@example.com',
      effectiveDirective: 'img-src',
      originalPolicy: "default-src 'self'",
      disposition: 'enforce',
      statusCode: 200,
    },
  },
  {
    type: 'csp-violation',
    age: 12,
    url: 'http://localhost/members',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'http://localhost/members',
      blockedURL: 'eval',
      effectiveDirective: 'script-src',
      disposition: 'enforce',
    },
  },
  { type: 'deprecation', age: 1, url: 'http://localhost/', user_agent: 'Mozilla/5.0', body: { id: 'x', message: 'y' } },
];

describe.each(DATABASE_KINDS)('content security policy reports on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  const counts = async () => (await test.app.inject({ method: 'GET', url: URL })).json();
  const post = (contentType: string, body: string) =>
    test.app.inject({ method: 'POST', url: URL, headers: { 'content-type': contentType }, payload: body });

  it('counts the reports of both formats by directive, and the developer reads the counts', async () => {
    expect(await counts()).toMatchObject({ total: 0, directives: {} });
    expect((await post('application/csp-report', JSON.stringify(LEVEL_2_REPORT))).statusCode).toBe(204);
    expect((await post('application/reports+json', JSON.stringify(BATCH))).statusCode).toBe(204);
    const read = await counts();
    expect(read).toMatchObject({ total: 3, directives: { 'script-src-elem': 1, 'img-src': 1, 'script-src': 1 } });
    expect(Date.parse(read.since)).not.toBeNaN();
  });

  it('takes a report from a page of the site without its cookies or an Idempotency-Key', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: URL,
      headers: {
        'content-type': 'application/csp-report',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      },
      payload: JSON.stringify(LEVEL_2_REPORT),
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuses an oversized body and counts nothing of it', async () => {
    const before = (await counts()).total;
    const big = JSON.stringify({
      'csp-report': { ...LEVEL_2_REPORT['csp-report'], 'script-sample': 'x'.repeat(40_000) },
    });
    const response = await post('application/csp-report', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large' });
    expect((await counts()).total).toBe(before);
  });

  it('refuses what is not a report in the project error format', async () => {
    for (const [type, body] of [
      ['application/csp-report', '{"csp-report":'],
      ['application/csp-report', '{"not":"a report"}'],
      ['application/reports+json', '[]'],
      ['text/plain', JSON.stringify(LEVEL_2_REPORT)],
    ] as const) {
      const response = await post(type, body);
      expect(response.statusCode, `${type} ${body}`).toBe(400);
      expect(response.json(), `${type} ${body}`).toMatchObject({ error: 'validation_failed' });
    }
  });

  it('does not show the counts in production', async () => {
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
      expect((await app.inject({ method: 'GET', url: URL })).statusCode).toBe(404);
      const report = { 'content-type': 'application/csp-report' };
      const posted = await app.inject({
        method: 'POST',
        url: URL,
        headers: report,
        payload: JSON.stringify(LEVEL_2_REPORT),
      });
      expect(posted.statusCode).toBe(204);
    } finally {
      await app.close();
    }
  });
});
