import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { nextTestIp } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

const EMAIL = 'Quinlivan.Secret+log@example.org';
const PASSWORD = 'hunter2-Kpq7-wxyz';
const NAME = 'Quinlivanna';
const PHONE = '+49 151 23456789';

describe.each(DATABASE_KINDS)('the log of a 500 on %s', (kind) => {
  let test: TestApp;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    test = await createTestApp(kind);
    // The database refuses every new member, quoting the row's values as PostgreSQL does in a
    // message and in a detail (`Key (email)=(…) already exists`).
    await sql`
      create function refuse_member() returns trigger language plpgsql as $$
      begin
        raise exception 'invalid input syntax for type integer: "%"', new.email
          using errcode = '22P02', detail = format('Key (email)=(%s) hash %s', new.email, new.password_hash);
      end $$`.execute(test.db);
    await sql`create trigger refuse_member before insert on users for each row execute function refuse_member()`.execute(
      test.db,
    );
    // The same database, with the log at info level written to a list.
    app = await buildApp({
      config: { ...test.config, logLevel: 'info' },
      db: test.db,
      logDestination: { write: (line: string) => lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await test?.close();
  });

  it('keeps the stack and the SQL without values, never the email, password or parameters', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/signup.php?ref=${encodeURIComponent(EMAIL)}&phone=${encodeURIComponent(PHONE)}`,
      remoteAddress: nextTestIp(),
      headers: {
        authorization: `Basic ${Buffer.from(`${EMAIL}:${PASSWORD}`).toString('base64')}`,
        cookie: `session=${PASSWORD}`,
      },
      payload: {
        email: EMAIL,
        name: NAME,
        date_of_birth: '1988-02-10',
        password: PASSWORD,
        gender: 'female',
        sexuality: 'bi',
      },
    });
    expect(response.statusCode, response.body).toBe(500);
    expect(response.json()).toEqual({ error: 'internal_error' });

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const logged = entries.find((entry) => entry.msg === 'unhandled error');
    expect(logged?.level).toBe(50);
    const err = logged!.err as Record<string, string>;
    expect(err.code).toBe('22P02');
    expect(err.message).toBe('invalid input syntax for type integer: "[redacted]"');
    expect(err.stack).toMatch(/^\w+: invalid input syntax for type integer: "\[redacted\]"\n\s+at /);
    // PGlite names the failing statement; its values are placeholders.
    if (kind === 'pglite') expect(err.sql).toMatch(/^insert into "users" \(.*\) values \(\$1, \$2/);
    expect(Object.keys(err)).not.toContain('detail');
    expect(Object.keys(err)).not.toContain('params');

    const log = lines.join('');
    expect(log).toContain('"url":"/api/signup.php?ref=[redacted]&phone=[redacted]"');
    for (const secret of [EMAIL, EMAIL.toLowerCase(), 'Quinlivan', PASSWORD, '$argon2', '151 234', 'Key (email)']) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toContain(Buffer.from(`${EMAIL}:${PASSWORD}`).toString('base64').slice(0, 12));
  });
});
