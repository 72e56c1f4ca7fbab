import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserResponseSchema } from '@app/shared/contract';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('GET /api/user.php on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers no user without a session cookie', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/user.php' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    expect(UserResponseSchema.parse(response.json())).toEqual({ user: null });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('clears a stale session cookie', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/user.php', cookies: { session: 'stale' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    const cleared = response.cookies.find((cookie) => cookie.name === 'session');
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/');
  });
});
