import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ComplaintResponseSchema } from '@app/shared/contract';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const VALID = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'billing',
  message: 'I was charged twice for the same credit package.',
};

describe.each(DATABASE_KINDS)('POST /api/complaints.php on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });
  beforeEach(async () => {
    await test.db.deleteFrom('complaints').execute();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: '/api/complaints.php', headers, payload: payload as object });

  const storedCount = async () => (await test.db.selectFrom('complaints').select('id').execute()).length;

  it('stores a valid complaint and answers its reference', async () => {
    const response = await post(VALID, { host: 'amorelle.de', cookie: 'locale=pl' });
    expect(response.statusCode).toBe(201);
    const body = ComplaintResponseSchema.parse(response.json());
    expect(body.reference).toMatch(/^C-[A-Z2-9]{8}$/);
    const row = await test.db.selectFrom('complaints').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    const site = await test.db
      .selectFrom('sites')
      .select('id')
      .where('domain', '=', 'amorelle.de')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      ...VALID,
      reference: body.reference,
      site_id: site.id,
      language: 'pl',
      mailed_at: null,
    });
    expect(row.created_at).toBeInstanceOf(Date);
  });

  it('stores the site language without a locale cookie, and trims the text', async () => {
    const response = await post({ ...VALID, name: '  Jane Doe  ' });
    expect(response.statusCode).toBe(201);
    const { id } = ComplaintResponseSchema.parse(response.json());
    const row = await test.db.selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
    expect(row.name).toBe('Jane Doe');
  });

  it('gives every complaint its own reference', async () => {
    const references = new Set<string>();
    for (let index = 0; index < 5; index += 1) {
      const response = await post(VALID);
      expect(response.statusCode).toBe(201);
      references.add(ComplaintResponseSchema.parse(response.json()).reference);
    }
    expect(references.size).toBe(5);
    expect(await storedCount()).toBe(5);
  });

  it.each([
    ['name', 'J', 'errors.name_required'],
    ['email', 'not-an-email', 'errors.email_invalid'],
    ['subject', 'lottery', 'errors.subject_required'],
    ['message', 'Too short.', 'errors.message_too_short'],
  ])('refuses an invalid %s', async (field, value, key) => {
    const response = await post({ ...VALID, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields: { [field]: key } });
    expect(await storedCount()).toBe(0);
  });

  it('names every invalid field at once', async () => {
    const response = await post({ name: '', email: 'x', subject: 'x', message: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'validation_failed',
      fields: {
        name: 'errors.name_required',
        email: 'errors.email_invalid',
        subject: 'errors.subject_required',
        message: 'errors.message_too_short',
      },
    });
  });

  it('refuses an unknown extra field, naming it', async () => {
    const response = await post({ ...VALID, is_admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'validation_failed', fields: { is_admin: 'errors.field_unknown' } });
    expect(await storedCount()).toBe(0);
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await post('{"name": "Jane", ', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed' });
  });

  it('answers an empty or non-object body with 400', async () => {
    for (const payload of ['', 'null', '[]', '"text"']) {
      const response = await post(payload, { 'content-type': 'application/json' });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({ error: 'validation_failed' });
    }
    const text = await post('name=Jane', { 'content-type': 'text/plain' });
    expect([400, 415]).toContain(text.statusCode);
    expect(text.json()).toMatchObject({ error: 'validation_failed' });
    expect(await storedCount()).toBe(0);
  });

  it('refuses a body over 16 KiB', async () => {
    const response = await post({ ...VALID, message: 'x'.repeat(17 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'payload_too_large' });
    expect(await storedCount()).toBe(0);
  });

  it('refuses a post from another origin and stores nothing', async () => {
    const response = await post(VALID, { host: 'localhost', origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'cross_site_request' });
    expect(await storedCount()).toBe(0);
  });

  it('refuses a post the browser marks cross-site', async () => {
    const response = await post(VALID, { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'cross_site_request' });
    expect(await storedCount()).toBe(0);
  });

  it('refuses an opaque (null) origin', async () => {
    const response = await post(VALID, { origin: 'null' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'cross_site_request' });
  });

  it('accepts a post from its own origin', async () => {
    const response = await post(VALID, {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'sec-fetch-site': 'same-origin',
    });
    expect(response.statusCode).toBe(201);
    expect(await storedCount()).toBe(1);
  });
});
