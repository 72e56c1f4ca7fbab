import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@app/shared/contract';
import { findLiveEventsAfter, LiveOutbox } from '../src/modules/events';
import { signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** A text that the events' parameters must carry unchanged (ADR 0044: the payloads go as one JSON array). */
const AWKWARD = 'say "hi", {a,b} \\ back\\slash, NULL, \'quote\', 💬 and\na new line';

describe.each(DATABASE_KINDS)('stored live events on %s', (kind) => {
  let test: TestApp;
  let first: SignedUpMember;
  let second: SignedUpMember;
  beforeAll(async () => {
    test = await createTestApp(kind);
    first = await signUpMember(test);
    second = await signUpMember(test);
  });
  afterAll(async () => {
    await test?.close();
  });

  /** Stores events of several members in one statement (LiveOutbox.storeAll), in one transaction. */
  async function storeAll(events: Array<{ userId: number; event: LiveEvent }>) {
    await test.db.transaction().execute((trx) => new LiveOutbox().storeAll(trx, events));
  }

  it('gives each member gap-free seqs in the order stored, and keeps every payload as it was', async () => {
    const latest = async (userId: number) => (await findLiveEventsAfter(test.db, userId, 0, 1_000)).at(-1)?.seq ?? 0;
    const before = { first: Number(await latest(first.userId)), second: Number(await latest(second.userId)) };
    // Any payload: the store does not read it.
    const typing = { type: 'typing', profile_id: 1, conversation_id: 2, note: AWKWARD } as unknown as LiveEvent;
    await storeAll([
      { userId: second.userId, event: { type: 'credits', credits: 7 } },
      { userId: first.userId, event: { type: 'credits', credits: 1 } },
      { userId: second.userId, event: { type: 'credits', credits: 8 } },
      { userId: first.userId, event: typing },
    ]);
    const firsts = await findLiveEventsAfter(test.db, first.userId, before.first, 10);
    const seconds = await findLiveEventsAfter(test.db, second.userId, before.second, 10);
    expect(firsts.map((row) => Number(row.seq))).toEqual([before.first + 1, before.first + 2]);
    expect(seconds.map((row) => Number(row.seq))).toEqual([before.second + 1, before.second + 2]);
    expect(seconds.map((row) => [row.type, row.payload])).toEqual([
      ['credits', { credits: 7 }],
      ['credits', { credits: 8 }],
    ]);
    expect(firsts[1]).toMatchObject({ type: 'typing', payload: { profile_id: 1, conversation_id: 2, note: AWKWARD } });
  });
});
