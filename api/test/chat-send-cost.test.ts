import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatHelpers } from './support/chat-members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** Every SQL statement either driver runs while `counting` is on (BEGIN and COMMIT included). */
const statements: string[] = [];
let counting = false;
type Queryable = { query: (...args: unknown[]) => unknown };
for (const prototype of [pg.Client.prototype, PGlite.prototype] as unknown as Queryable[]) {
  const query = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    if (counting) statements.push(typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text));
    return query.apply(this, args);
  };
}

/** The statements a call runs, less the web push to an offline recipient that it starts (not waited for). */
async function statementsOf(call: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  counting = true;
  try {
    await call();
  } finally {
    counting = false;
  }
  return statements.filter((text) => !/push_subscriptions|notifications_disabled/.test(text));
}

describe.each(DATABASE_KINDS)('the cost of sending a message on %s (issue 6 performance)', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });
  const { member, text } = chatHelpers(() => test);

  it('takes at most 10 statements for a paid text in a conversation, session and transaction included', async () => {
    const [me, other] = [await member({ paid: true, credits: 100 }), await member()];
    await text(me, other);
    const run = await statementsOf(() => text(me, other));
    // Session, profiles, BEGIN, balance lock, key, contact and conversation, charge, message, events, COMMIT.
    expect(run.length, run.join('\n')).toBeLessThanOrEqual(10);
  });

  it('takes at most 11 statements for a free member’s free text in a conversation', async () => {
    const [me, other] = [await member({ credits: 1 }), await member()];
    await text(me, other);
    const run = await statementsOf(() => text(me, other));
    expect(run.length, run.join('\n')).toBeLessThanOrEqual(11);
  });
});
