import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as sessionTokens from '../src/modules/auth/session-token';
import * as mailRendering from '../src/modules/mail/render-mail';
import * as outbox from '../src/modules/mail/outbox.repository';
import { mailsTo, nextIp, signUpMember, uniqueEmail } from './support/account-helpers';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/**
 * ADR 0030: a reset for an address without an account does the work of one that sends the mail, so
 * the answer's timing cannot tell them apart. Shown without a clock: by counting the steps that cost
 * time (tokens made and hashed, the mail rendered, the outbox written) in each request.
 */
describe.each(DATABASE_KINDS)('POST /api/password-reset.php does the same work for any email on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Requests a reset and answers the status and how often each costly step ran for it. */
  async function countedReset(email: string) {
    const steps = {
      tokensMade: vi.spyOn(sessionTokens, 'newSessionToken'),
      tokensHashed: vi.spyOn(sessionTokens, 'hashSessionToken'),
      mailsRendered: vi.spyOn(mailRendering, 'renderMail'),
      outboxWrites: vi.spyOn(outbox, 'insertOutboxRecord'),
    };
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/password-reset.php',
      remoteAddress: nextIp(),
      payload: { email },
    });
    const counts = Object.fromEntries(Object.entries(steps).map(([name, spy]) => [name, spy.mock.calls.length]));
    vi.restoreAllMocks();
    return { status: response.statusCode, body: response.json(), counts };
  }

  it('runs every step of the mail for an unknown email too, and keeps and sends nothing for it', async () => {
    const member = await signUpMember(test);
    const known = await countedReset(member.email);
    const nobody = uniqueEmail('nobody');
    const unknown = await countedReset(nobody);

    expect(known.counts).toEqual({ tokensMade: 2, tokensHashed: 2, mailsRendered: 1, outboxWrites: 1 });
    expect(unknown).toEqual(known);
    expect((await mailsTo(test, member.email)).filter((mail) => mail.kind === 'password_reset')).toHaveLength(1);
    expect(await mailsTo(test, nobody)).toHaveLength(0);
  });

  it('treats a deleted account like an unknown email', async () => {
    const member = await signUpMember(test);
    await test.db.updateTable('users').set({ status: 'deleted' }).where('id', '=', member.id).execute();
    const deleted = await countedReset(member.email);
    expect(deleted.status).toBe(202);
    expect(deleted.counts).toEqual({ tokensMade: 2, tokensHashed: 2, mailsRendered: 1, outboxWrites: 1 });
    expect((await mailsTo(test, member.email)).filter((mail) => mail.kind === 'password_reset')).toHaveLength(0);
  });
});
