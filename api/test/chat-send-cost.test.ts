import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatHelpers } from './support/chat-members';
import { statementsOf as allStatementsOf } from './support/statement-counter';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** The statements a call runs, less the web push to an offline recipient that it starts (not waited for). */
const statementsOf = (call: () => Promise<unknown>) =>
  allStatementsOf(call, /push_subscriptions|notifications_disabled/);

describe.each(DATABASE_KINDS)('the cost of sending a message on %s (issue 6 performance)', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });
  const { member, text } = chatHelpers(() => test);
  // PGlite's BEGIN and COMMIT are calls of their own (its thread runs the BEGIN with the next
  // statement, ADR 0033); PostgreSQL's client writes them with the first and the last statement (ADR 0047).
  const edges = kind === 'postgres' ? 0 : 2;

  it('takes at most 8 statements for a paid text in a conversation (6 round trips on PostgreSQL), session and transaction included', async () => {
    const [me, other] = [await member({ paid: true, credits: 100 }), await member()];
    await text(me, other);
    const run = await statementsOf(() => text(me, other));
    // Session, profiles, BEGIN, balance lock and charge (ADR 0041), contact and conversation, message,
    // events, COMMIT (ADR 0033: the key is looked up only when the ledger or the messages' unique key has it).
    expect(run.length, run.join('\n')).toBeLessThanOrEqual(6 + edges);
    expect(run.filter((statement) => /^(begin|commit)$/i.test(statement))).toHaveLength(edges);
  });

  it('takes at most 9 statements for a paid first message (7 round trips on PostgreSQL), the conversation created', async () => {
    const [me, other] = [await member({ paid: true, credits: 100 }), await member()];
    const run = await statementsOf(() => text(me, other));
    // As above, and the conversation with both members' rows in one statement.
    expect(run.length, run.join('\n')).toBeLessThanOrEqual(7 + edges);
  });

  it('takes at most 10 statements for a free member’s free text in a conversation (8 round trips on PostgreSQL)', async () => {
    const [me, other] = [await member({ credits: 1 }), await member()];
    await text(me, other);
    const run = await statementsOf(() => text(me, other));
    expect(run.length, run.join('\n')).toBeLessThanOrEqual(8 + edges);
  });
});
