import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ChatResponseSchema,
  FREE_MESSAGES_PER_CONVERSATION,
  IDEMPOTENCY_HEADER,
  SendMessageResponseSchema,
} from '@app/shared/contract';
import { changeCredits } from '../src/modules/credits/credit.service';
import { chatHelpers } from './support/chat-members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

describe.each(DATABASE_KINDS)('sending chat messages on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });
  const { member, send, text, chat, balance, ledger, messagesOf } = chatHelpers(() => test);

  it('refuses a visitor and a send without an Idempotency-Key, storing nothing', async () => {
    const [me, other] = [await member({ credits: 5 }), await member()];
    const visitor = await test.app.inject({
      method: 'POST',
      url: '/api/message.php',
      headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
      payload: { kind: 'text', profile_id: other.profileId, body: 'hi' },
    });
    expect(visitor.statusCode).toBe(403);
    expect(visitor.json()).toEqual({ error: 'authentication_required' });
    const keyless = await send(me, { kind: 'text', profile_id: other.profileId, body: 'hi' }, null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json()).toEqual({
      error: 'validation_failed',
      fields: { [IDEMPOTENCY_HEADER]: 'errors.field_required' },
    });
    expect(await messagesOf(me)).toEqual([]);
  });

  it('charges what the chat showed: a text message_credits, a gift its catalogue price, once each', async () => {
    const [me, other] = [await member({ paid: true, credits: 40 }), await member()];
    const opened = ChatResponseSchema.parse((await chat(me, `profile=${other.profileId}`)).json());
    expect(opened).toMatchObject({ conversation: null, messages: [], blocker: null });
    expect(opened.price).toMatchObject({ text: 1, photo: 2, gift: 3, free_messages_left: 0 });
    expect(opened.price.minimum_cost).toEqual(expect.objectContaining({ currency: expect.any(String) }));

    const key = randomUUID();
    const sent = SendMessageResponseSchema.parse(
      (await send(me, { kind: 'text', profile_id: other.profileId, body: '  Hi!  ' }, key)).json(),
    );
    expect(sent.message).toMatchObject({ kind: 'text', body: 'Hi!', credits: opened.price.text, client_key: key });
    expect(sent.credits).toBe(40 - opened.price.text);

    const diamond = await send(me, { kind: 'gift', profile_id: other.profileId, gift: 'diamond' });
    expect(diamond.statusCode, diamond.body).toBe(201);
    const gift = SendMessageResponseSchema.parse(diamond.json());
    expect(gift.message.gift).toMatchObject({ key: 'diamond', image: expect.stringContaining('diamond') });
    expect(gift.message.credits).toBe(25);
    expect(gift.credits).toBe(40 - 1 - 25);
    expect(await balance(me)).toBe(14);
    expect((await ledger(me)).map((row) => [row.reason, row.delta, row.reference])).toEqual([
      ['bonus', 40, null],
      ['message', -1, key],
      ['gift', -25, gift.message.client_key],
    ]);

    const unknownGift = await send(me, { kind: 'gift', profile_id: other.profileId, gift: 'unicorn' });
    expect(unknownGift.json()).toEqual({ error: 'validation_failed', fields: { gift: 'errors.field_invalid' } });
    // The receiver sees neither the price nor the sender's key.
    const seen = ChatResponseSchema.parse((await chat(other, `conversation=${sent.message.conversation}`)).json());
    expect(seen.messages.map((message) => [message.kind, message.credits, message.client_key])).toEqual([
      ['text', 0, null],
      ['gift', 0, null],
    ]);
  });

  it('gives a free member 3 free texts in each of 2 conversations; the third costs credits they lack (402)', async () => {
    const me = await member();
    const [a, b, c] = [await member(), await member(), await member()];
    for (const other of [a, b]) {
      for (let i = 0; i < FREE_MESSAGES_PER_CONVERSATION; i += 1) {
        const sent = SendMessageResponseSchema.parse(await text(me, other, `Message ${i}`));
        expect(sent.message.credits).toBe(0);
        expect(sent.price.free_messages_left).toBe(FREE_MESSAGES_PER_CONVERSATION - 1 - i);
      }
      expect(await text(me, other, 'One more', 402)).toEqual({ error: 'insufficient_credits', balance: 0 });
    }
    const third = ChatResponseSchema.parse((await chat(me, `profile=${c.profileId}`)).json());
    expect(third.price).toMatchObject({ text: 1, free_messages_left: 0 });
    expect(third.blocker).toBe('insufficient_credits');
    expect(await text(me, c, 'Hi', 402)).toEqual({ error: 'insufficient_credits', balance: 0 });
    expect(await messagesOf(me)).toHaveLength(2 * FREE_MESSAGES_PER_CONVERSATION);
    expect(await balance(me)).toBe(0);
    expect(await ledger(me)).toEqual([]);
    const conversations = await test.db
      .selectFrom('conversations')
      .select('id')
      .where('started_by_profile_id', '=', me.profileId)
      .execute();
    expect(conversations).toHaveLength(2);
  });

  it('refuses a photo from a free member with 403 premium_only', async () => {
    const [me, other] = [await member({ credits: 10 }), await member()];
    const response = await send(me, { kind: 'photo', profile_id: other.profileId, photo_id: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'premium_only' });
    expect(await balance(me)).toBe(10);
  });

  it('refuses a text one character over message_length with a translated field error', async () => {
    const [me, other] = [await member({ paid: true, credits: 5 }), await member()];
    const { message_length: length } = await test.db
      .selectFrom('sites')
      .select('message_length')
      .where('is_default', '=', true)
      .executeTakeFirstOrThrow();
    const tooLong = await send(me, { kind: 'text', profile_id: other.profileId, body: 'x'.repeat(length + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: 'validation_failed', fields: { body: 'errors.message_too_long' } });
    await text(me, other, 'x'.repeat(length));
    expect(await balance(me)).toBe(4);
  });

  it('lets an unconfirmed member write first but not reply (403 email_unconfirmed) until confirmed', async () => {
    const [unconfirmed, writer, confirmed] = [await member({ unconfirmed: true }), await member(), await member()];
    // An unconfirmed member's profile is hidden from the pool, but the other member can answer them.
    const started = await text(unconfirmed, confirmed, 'I wrote first');
    await text(unconfirmed, confirmed, 'Still me');
    await text(confirmed, unconfirmed, 'Welcome!');
    const conversation = started.message.conversation;
    // Once the other member has written, a message would be a reply: refused, for texts and gifts.
    const view = ChatResponseSchema.parse((await chat(unconfirmed, `conversation=${conversation}`)).json());
    expect(view.blocker).toBe('email_unconfirmed');
    expect(await text(unconfirmed, confirmed, 'Thanks', 403)).toEqual({ error: 'email_unconfirmed' });

    await test.db.updateTable('profiles').set({ status: 'active' }).where('id', '=', unconfirmed.profileId).execute();
    const received = await text(writer, unconfirmed, 'Hello stranger');
    const other = ChatResponseSchema.parse(
      (await chat(unconfirmed, `conversation=${received.message.conversation}`)).json(),
    );
    expect(other.blocker).toBe('email_unconfirmed');
    expect(await text(unconfirmed, writer, 'Hi back', 403)).toEqual({ error: 'email_unconfirmed' });
    const gift = await send(unconfirmed, { kind: 'gift', profile_id: writer.profileId, gift: 'rose' });
    expect(gift.json()).toEqual({ error: 'email_unconfirmed' });
    expect((await messagesOf(unconfirmed)).map((row) => row.body)).toEqual(['I wrote first', 'Still me']);

    // Confirmed: the replies go through.
    await test.db.updateTable('users').set({ status: 'confirmed' }).where('id', '=', unconfirmed.userId).execute();
    await text(unconfirmed, confirmed, 'Thanks');
    await text(unconfirmed, writer, 'Hi back');
  });

  it('answers 404 when a block exists either way, storing and charging nothing', async () => {
    const [me, blocker, blocked] = [await member({ paid: true, credits: 10 }), await member(), await member()];
    await text(me, blocker, 'Before the block');
    await test.db
      .insertInto('blocks')
      .values({ blocker_user_id: blocker.userId, blocked_profile_id: me.profileId })
      .execute();
    await test.db
      .insertInto('blocks')
      .values({ blocker_user_id: me.userId, blocked_profile_id: blocked.profileId })
      .execute();
    for (const other of [blocker, blocked]) {
      expect(await text(me, other, 'Hello?', 404)).toEqual({ error: 'not_found' });
      expect((await chat(me, `profile=${other.profileId}`)).statusCode).toBe(404);
    }
    expect(await text(blocker, me, 'Nope', 404)).toEqual({ error: 'not_found' });
    expect(await messagesOf(me)).toHaveLength(1);
    expect(await balance(me)).toBe(9);
  });

  it('charges a premium member’s text with the lock, yet answers the checks first and refuses what they lack', async () => {
    // A premium text's price is known before the send reads anything, so the lock charges it (ADR 0041).
    const [me, other, blocker] = [await member({ paid: true, credits: 1 }), await member(), await member()];
    await test.db
      .insertInto('blocks')
      .values({ blocker_user_id: blocker.userId, blocked_profile_id: me.profileId })
      .execute();
    await text(me, other, 'The last credit');
    expect(await balance(me)).toBe(0);
    // Without credits: a member one may not write to is still a 404, not a 402.
    expect(await text(me, blocker, 'Hello?', 404)).toEqual({ error: 'not_found' });
    expect(await text(me, other, 'One more', 402)).toEqual({ error: 'insufficient_credits', balance: 0 });
    expect((await messagesOf(me)).map((message) => message.body)).toEqual(['The last credit']);
    expect((await ledger(me)).filter((entry) => entry.delta < 0)).toHaveLength(1);
    // With credits again, a refused check rolls the charge back with everything else.
    await changeCredits(test.db, { userId: me.userId, delta: 2, reason: 'bonus', reference: null });
    expect(await text(me, blocker, 'Hello?', 404)).toEqual({ error: 'not_found' });
    expect(await balance(me)).toBe(2);
    await text(me, other, 'Thanks');
    expect(await balance(me)).toBe(1);
  });

  it('stores and charges one message for a key sent twice, five times at once, or after its stored answer is gone', async () => {
    const [me, other] = [await member({ paid: true, credits: 10 }), await member()];
    const body = { kind: 'text', profile_id: other.profileId, body: 'Only once' };
    const key = randomUUID();
    const first = await send(me, body, key);
    const again = await send(me, body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());

    const parallelKey = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(me, body, parallelKey)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().message.id)).size).toBe(1);

    await test.db.deleteFrom('idempotency_keys').execute();
    const rerun = await send(me, body, key);
    expect(rerun.statusCode).toBe(201);
    expect(rerun.json().message.id).toBe(first.json().message.id);

    expect((await messagesOf(me)).map((row) => row.client_key)).toEqual([key, parallelKey]);
    expect((await ledger(me)).filter((row) => row.reason === 'message').map((row) => row.reference)).toEqual([
      key,
      parallelKey,
    ]);
    expect(await balance(me)).toBe(8);
  });

  it('refuses a key sent with another message (422) or not a key (400)', async () => {
    const [me, other] = [await member({ paid: true, credits: 10 }), await member()];
    const key = randomUUID();
    await send(me, { kind: 'text', profile_id: other.profileId, body: 'First' }, key);
    const reused = await send(me, { kind: 'text', profile_id: other.profileId, body: 'Second' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({ error: 'idempotency_key_reused' });
    const gift = await send(me, { kind: 'gift', profile_id: other.profileId, gift: 'rose' }, key);
    expect(gift.statusCode).toBe(422);
    const bad = await send(me, { kind: 'text', profile_id: other.profileId, body: 'Hi' }, 'not a key!');
    expect(bad.json()).toEqual({
      error: 'validation_failed',
      fields: { [IDEMPOTENCY_HEADER]: 'errors.field_invalid' },
    });
    expect(await balance(me)).toBe(9);
  });

  it('sends a refused message when it is retried with the same key after the member bought credits', async () => {
    const [me, other] = [await member({ paid: true }), await member()];
    const key = randomUUID();
    const body = { kind: 'text', profile_id: other.profileId, body: 'Worth a credit' };
    expect((await send(me, body, key)).statusCode).toBe(402);
    await changeCredits(test.db, { userId: me.userId, delta: 10, reason: 'purchase', reference: 'order-1' });
    const retried = await send(me, body, key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json()).toMatchObject({ message: { client_key: key, credits: 1 }, credits: 9 });
  });

  it('leaves the balance as it was when the send fails after the charge inside the transaction', async () => {
    const [me, other] = [await member({ paid: true, credits: 3 }), await member()];
    await sql`create or replace function chat_test_explode() returns trigger language plpgsql as $$
      begin if new.body = 'explode' then raise exception 'storage failed'; end if; return new; end $$`.execute(test.db);
    await sql`create trigger chat_test_explode before insert on messages for each row execute function chat_test_explode()`.execute(
      test.db,
    );
    try {
      const failed = await send(me, { kind: 'text', profile_id: other.profileId, body: 'explode' });
      expect(failed.statusCode).toBe(500);
      expect(await balance(me)).toBe(3);
      expect(await ledger(me)).toHaveLength(1);
      expect(await messagesOf(me)).toEqual([]);
      const conversations = await test.db
        .selectFrom('conversations')
        .select('id')
        .where('started_by_profile_id', '=', me.profileId)
        .execute();
      expect(conversations).toEqual([]);
    } finally {
      await sql`drop trigger chat_test_explode on messages`.execute(test.db);
    }
    await text(me, other, 'Now it works');
    expect(await balance(me)).toBe(2);
  });
});
