import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, tokenIn } from './support/account-helpers';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

/** A real SMTP server on loopback that keeps every message it gets, parsed. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(DATABASE_KINDS)('mail through a real SMTP server on %s', (kind) => {
  let test: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    test = await createTestApp(kind, {
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://mail.example.test' },
    });
    await test.db.updateTable('sites').set({ signups: 'all' }).execute();
  });
  afterAll(async () => {
    await test?.close();
    await smtp?.close();
  });

  it('sends the activation mail in the member’s language, with text, HTML and unsubscribe headers', async () => {
    const member = await signUpMember(test, { locale: 'de' });
    const mail = await waitFor(() => smtp.received.find((m) => m.to && JSON.stringify(m.to).includes(member.email)));

    expect(mail.subject).toMatch(/^Bestätige deine E-Mail-Adresse bei /);
    expect(mail.from?.value[0]?.address).toMatch(/^noreply@/);
    expect(mail.text).toContain('https://mail.example.test/api/activate.php?token=');
    expect(mail.html).toContain('href="https://mail.example.test/api/activate.php?token=');
    expect(mail.html).toContain('lang="de"');
    const header = (name: string) =>
      mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n[ \t]+/g, ' ');
    expect(header('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <https:\/\/mail\.example\.test\/api\/unsubscribe\.php\?token=[A-Za-z0-9_-]{43}>$/,
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const row = await waitFor(async () => {
      const found = await test.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('recipient', '=', member.email)
        .executeTakeFirst();
      return found?.sent_at ? found : undefined;
    });
    expect(row).toMatchObject({ kind: 'activation', language: 'de', user_id: member.id, error: null });
    expect(row.subject).toBe(mail.subject);

    // The link from the mail the server got activates the account.
    const token = tokenIn(mail.text ?? '', '/api/activate.php');
    const activated = await test.app.inject({ method: 'GET', url: `/api/activate.php?token=${token}` });
    expect(activated.headers.location).toBe('/activate/done');
  });
});
