import { describe, expect, it } from 'vitest';
import { redactDatabaseMessage, redactSql, redactUrl, scrubText } from './log-redaction';
import { redactLogLine } from './logger-options';
import { serializeError } from './log-serializers';

describe('log redaction', () => {
  it('replaces emails, phone numbers and IBANs, and leaves paths, versions and times alone', () => {
    expect(scrubText('550 rejected: jane.doe+x@mail.example.com (user unknown)')).toBe(
      '550 rejected: [redacted] (user unknown)',
    );
    expect(scrubText('to +49 151 23456789, or 0151/2345678, or 0049 30 1234567')).toBe(
      'to [redacted], or [redacted], or [redacted]',
    );
    expect(scrubText('IBAN DE89 3704 0044 0532 0130 00 and de89370400440532013000')).toBe(
      'IBAN [redacted] and [redacted]',
    );
    const kept = 'at file:///app/node_modules/.pnpm/pino@10.4.0/index.js:12:34 on 2026-11-27T10:00:05.123Z';
    expect(scrubText(kept)).toBe(kept);
  });

  it('keeps a URL path and small numbers, not the other query values', () => {
    expect(redactUrl('/api/activate.php?token=abc123DEF&page=2&email=jane%40example.com&flag')).toBe(
      '/api/activate.php?token=[redacted]&page=2&email=[redacted]&flag',
    );
    expect(redactUrl('/api/user.php')).toBe('/api/user.php');
  });

  it('keeps the SQL text with placeholders, without literals, and a message without its quoted value', () => {
    expect(redactSql(`select * from "users" where "email" = $1 and "name" = 'Jane O''Hara'`)).toBe(
      `select * from "users" where "email" = $1 and "name" = '?'`,
    );
    expect(redactDatabaseMessage('invalid input syntax for type integer: "jane"')).toBe(
      'invalid input syntax for type integer: "[redacted]"',
    );
    expect(redactDatabaseMessage('relation "users" does not exist')).toBe('relation "users" does not exist');
  });

  it('drops secret keys at any depth and keeps numbers and the JSON intact', () => {
    const line = JSON.stringify({
      level: 50,
      responseTime: 0.0123456789,
      user: { id: 7, email: 'jane@example.com', phone: 4915123456789, password: 'x', passwordChanged: true },
      headers: { cookie: 'session=abc', authorization: 'Bearer abc' },
      msg: 'mail to jane@example.com failed',
    });
    expect(JSON.parse(redactLogLine(line))).toEqual({
      level: 50,
      responseTime: 0.0123456789,
      user: { id: 7, email: '[redacted]', phone: '[redacted]', password: '[redacted]', passwordChanged: true },
      headers: { cookie: '[redacted]', authorization: '[redacted]' },
      msg: 'mail to [redacted] failed',
    });
  });

  it('logs an error without its parameters, detail or quoted values, with its stack and causes', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(jane@example.com) already exists.',
      constraint: 'users_email_key',
      query: `insert into "users" ("email", "note") values ($1, 'Jane')`,
      params: ['jane@example.com'],
    });
    const error = new Error('invalid input value: "jane@example.com"', { cause });
    const serialized = serializeError(error);
    expect(serialized.message).toBe('invalid input value: "[redacted]"');
    expect(serialized.stack).toMatch(/^Error: invalid input value: "\[redacted\]"\n\s+at /);
    expect(serialized.cause).toMatchObject({
      code: '23505',
      constraint: 'users_email_key',
      sql: `insert into "users" ("email", "note") values ($1, '?')`,
    });
    expect(JSON.stringify(serialized)).not.toMatch(/jane|detail|params/);
  });
});
