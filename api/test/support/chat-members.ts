import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { IDEMPOTENCY_HEADER } from '@app/shared/contract';
import { confirmUser } from '../../src/modules/account/account-user.repository';
import { changeCredits, readBalance } from '../../src/modules/credits/credit.service';
import { signUpMember, type SignedUpMember } from './members';
import type { TestApp } from './test-app';

/** Helpers of the chat tests (issue 6): members in each state, sending, and the books. */
export function chatHelpers(test: () => TestApp) {
  /** A member: confirmed unless `unconfirmed`, premium when `paid`, with `credits` granted. */
  async function member(options: { unconfirmed?: boolean; paid?: boolean; credits?: number } = {}) {
    const signedUp = await signUpMember(test());
    if (!options.unconfirmed) await confirmUser(test().db, signedUp.userId);
    if (options.paid)
      await test().db.updateTable('users').set({ paid_user: true }).where('id', '=', signedUp.userId).execute();
    if (options.credits) {
      await changeCredits(test().db, {
        userId: signedUp.userId,
        delta: options.credits,
        reason: 'bonus',
        reference: null,
      });
    }
    return signedUp;
  }

  /** POST /api/message.php with an Idempotency-Key (a new one unless given; null sends none). */
  function send(from: SignedUpMember, body: Record<string, unknown>, key: string | null = randomUUID()) {
    return test().app.inject({
      method: 'POST',
      url: '/api/message.php',
      cookies: from.cookies,
      headers: key === null ? {} : { [IDEMPOTENCY_HEADER]: key },
      payload: body,
    });
  }

  /** A text to a member; expects it stored (201) unless `status` says otherwise. */
  async function text(from: SignedUpMember, to: SignedUpMember | number, body = 'Hello there', status = 201) {
    const profileId = typeof to === 'number' ? to : to.profileId;
    const response = await send(from, { kind: 'text', profile_id: profileId, body });
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  }

  function chat(who: SignedUpMember, query: string) {
    return test().app.inject({ url: `/api/chat.php?${query}`, cookies: who.cookies });
  }

  const balance = (who: SignedUpMember) => readBalance(test().db, who.userId);

  const ledger = (who: SignedUpMember) =>
    test().db.selectFrom('credit_ledger').selectAll().where('user_id', '=', who.userId).orderBy('id').execute();

  const messagesOf = (who: SignedUpMember) =>
    test().db.selectFrom('messages').selectAll().where('sender_profile_id', '=', who.profileId).orderBy('id').execute();

  /** The member's stored live events, oldest first. */
  const liveEvents = (who: SignedUpMember) =>
    test()
      .db.selectFrom('live_events')
      .select(['seq', 'type', 'payload'])
      .where('user_id', '=', who.userId)
      .orderBy('seq')
      .execute();

  return { member, send, text, chat, balance, ledger, messagesOf, liveEvents };
}
