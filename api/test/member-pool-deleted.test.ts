import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatHelpers } from './support/chat-members';
import { markDeleted, type SignedUpMember } from './support/members';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/**
 * The member-pool rule alone (ADR 0009, `inMemberPool`) hides a deleted account, whose profile the
 * deletion hid: here for a like and for a chat with someone one never wrote to. The other places
 * of the pool show the same with their own test: search (member-search.test.ts, "leaves out hidden,
 * disabled and deleted members"), the profile view (profile-view.test.ts, "answers 404 for unknown,
 * hidden, disabled and deleted profiles"), the signup matches (signup-matches.test.ts, "leaves out
 * hidden and deleted members") and a lander's members (landers-member.test.ts, "gives null for a
 * hidden, disabled or deleted member").
 */
describe.each(DATABASE_KINDS)('a deleted member outside the member pool on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });
  const { member, text, chat, messagesOf } = chatHelpers(() => test);

  /** Deletes the account as the deletion service does: the account marked deleted, its profile hidden. */
  async function deleteAccount(who: SignedUpMember) {
    await markDeleted(test.db, who.userId);
    const profile = await test.db
      .selectFrom('profiles')
      .select('status')
      .where('id', '=', who.profileId)
      .executeTakeFirstOrThrow();
    expect(profile.status).toBe('hidden');
  }

  it('can be neither liked nor written to nor opened in a chat', async () => {
    const [me, gone] = [await member({ paid: true, credits: 10 }), await member()];
    await deleteAccount(gone);

    const like = await test.app.inject({
      method: 'POST',
      url: '/api/like.php',
      cookies: me.cookies,
      payload: { profile_id: gone.profileId },
    });
    expect(like.statusCode).toBe(404);
    expect(like.json()).toEqual({ error: 'not_found' });

    expect(await text(me, gone, 'Hello?', 404)).toEqual({ error: 'not_found' });
    expect((await chat(me, `profile=${gone.profileId}`)).statusCode).toBe(404);
    expect(await messagesOf(me)).toHaveLength(0);
  });

  it('cannot be written to in a conversation that began before the deletion', async () => {
    const [me, gone] = [await member({ paid: true, credits: 10 }), await member()];
    await text(me, gone, 'Before the deletion');
    await deleteAccount(gone);
    expect(await text(me, gone, 'After it', 404)).toEqual({ error: 'not_found' });
    expect((await chat(me, `profile=${gone.profileId}`)).statusCode).toBe(404);
  });
});
