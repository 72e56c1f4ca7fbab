import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config';
import { createSmsSender } from '../src/modules/mail/create-sms-sender';
import { createHttpSmsSender, SmsDeliveryError } from '../src/modules/mail/http-sms-sender';
import type { OutgoingSms } from '../src/modules/mail/sms-sender';
import { closeTestApp } from './support/ledger-helpers';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** A loopback SMS provider: keeps what it gets, answers `answer` (a status, or 'hang': never). */
async function startProvider() {
  const received: Received[] = [];
  const hanging = new Set<http.ServerResponse>();
  const state = { answer: 202 as number | 'hang' };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body: JSON.parse(raw) });
      if (state.answer === 'hang') return void hanging.add(response);
      response.writeHead(state.answer, { 'content-type': 'application/json' });
      response.end(state.answer < 300 ? '{"id":"msg_1"}' : '{"error":"upstream broke"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/messages`,
    received,
    state,
    close: () => {
      for (const response of hanging) response.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const sms = (to: string): OutgoingSms => ({
  siteId: null,
  userId: null,
  to,
  kind: 'sms_code_direct_debit_mandate',
  language: 'en',
  text: '004711 is your code to confirm the direct debit mandate at Amorelle.',
});

describe.each(DATABASE_KINDS)('the HTTP SMS provider adapter on %s', (kind) => {
  let test: TestApp;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  beforeAll(async () => {
    provider = await startProvider();
    test = await createTestApp(kind, {
      env: { SMS_PROVIDER_URL: provider.url, SMS_PROVIDER_TOKEN: 'tok_secret', SMS_SENDER_ID: 'Amorelle' },
    });
  });
  afterAll(async () => {
    await closeTestApp(test);
    await provider?.close();
  });
  beforeEach(() => {
    provider.received.length = 0;
    provider.state.answer = 202;
  });
  const outboxTo = (recipient: string) =>
    test.db.selectFrom('sms_outbox').selectAll().where('recipient', '=', recipient).execute();

  it('is chosen by SMS_PROVIDER_URL and posts { from, to, text } with the bearer token, the number international', async () => {
    const sender = createSmsSender(test.db, test.config);
    await sender.send(sms('+49 (151) 1234-0001'));
    expect(provider.received).toEqual([
      {
        method: 'POST',
        url: '/v1/messages',
        headers: expect.objectContaining({ authorization: 'Bearer tok_secret', 'content-type': 'application/json' }),
        body: { from: 'Amorelle', to: '+4915112340001', text: sms('').text },
      },
    ]);
    const [record] = await outboxTo('+4915112340001');
    expect(record).toMatchObject({ kind: 'sms_code_direct_debit_mandate', error: null, text_body: sms('').text });
    expect(record!.sent_at).not.toBeNull();
  });

  it('throws for a 500 with the status, and records the error', async () => {
    provider.state.answer = 500;
    const sending = createSmsSender(test.db, test.config).send(sms('004915112340002'));
    await expect(sending).rejects.toBeInstanceOf(SmsDeliveryError);
    await expect(sending).rejects.toMatchObject({ status: 500, message: expect.stringContaining('answered 500') });
    expect(await outboxTo('+4915112340002')).toMatchObject([{ sent_at: null, error: expect.stringContaining('500') }]);
  });

  it('throws when the provider does not answer in time', async () => {
    provider.state.answer = 'hang';
    const options = { url: provider.url, token: 'tok_secret', senderId: 'Amorelle', timeoutMs: 300 };
    const started = Date.now();
    const sending = createHttpSmsSender(test.db, options).send(sms('+4915112340003'));
    await expect(sending).rejects.toMatchObject({ status: null, message: expect.stringContaining('within 300 ms') });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await outboxTo('+4915112340003')).toMatchObject([
      { sent_at: null, error: expect.stringContaining('300 ms') },
    ]);
  });

  it('refuses a number without its country code before calling the provider', async () => {
    await expect(createSmsSender(test.db, test.config).send(sms('0151 12340004'))).rejects.toMatchObject({
      message: expect.stringContaining('international format'),
    });
    expect(provider.received).toEqual([]);
  });
});

describe('SMS configuration', () => {
  it('keeps the outbox without SMS_PROVIDER_URL', () => {
    expect(parseConfig({}).smsProvider).toBeNull();
  });

  it('needs the token and the sender with a provider, and https in production', () => {
    const url = 'https://sms.example/v1/messages';
    expect(() => parseConfig({ SMS_PROVIDER_URL: url })).toThrow(
      /SMS_PROVIDER_TOKEN is required[\s\S]*SMS_SENDER_ID is required/,
    );
    expect(() =>
      parseConfig({ SMS_PROVIDER_URL: url, SMS_PROVIDER_TOKEN: 't', SMS_SENDER_ID: 'far too long a name' }),
    ).toThrow(/SMS_SENDER_ID/);
    expect(
      parseConfig({ SMS_PROVIDER_URL: url, SMS_PROVIDER_TOKEN: 't', SMS_SENDER_ID: '+4915112345678' }).smsProvider,
    ).toEqual({
      url,
      token: 't',
      senderId: '+4915112345678',
      timeoutMs: 10_000,
    });
    const production = {
      NODE_ENV: 'production',
      SMS_PROVIDER_URL: 'http://sms.example/',
      SMS_PROVIDER_TOKEN: 't',
      SMS_SENDER_ID: 'Amorelle',
    };
    expect(() => parseConfig(production)).toThrow(/SMS_PROVIDER_URL must be https:\/\/ in production/);
  });
});
