import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, DATABASE_KINDS, type TestApp } from './support/test-app';

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/** Sends bytes as they are (no client fixes the URL, the method or the headers); the answer ends the connection. */
function raw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body: rest.join('\r\n\r\n') });
    });
  });
}

const request = (line: string, headers: string[] = [], body = '') =>
  [
    line,
    'Host: localhost',
    'Connection: close',
    ...headers,
    `Content-Length: ${Buffer.byteLength(body)}`,
    '',
    body,
  ].join('\r\n');

describe.each(DATABASE_KINDS)("Fastify's own errors in the project's format on %s", (kind) => {
  let test: TestApp;
  let port: number;
  beforeAll(async () => {
    test = await createTestApp(kind);
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await test?.close();
  });

  /** The answer is JSON of the project's format with this code, and repeats nothing of what was sent. */
  const expectError = (answer: RawAnswer, status: number, code: string, sent: string[]) => {
    expect(answer.status, answer.body).toBe(status);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect(body.error).toBe(code);
    expect(
      Object.keys(body).every((key) => ['error', 'fields'].includes(key)),
      answer.body,
    ).toBe(true);
    for (const text of sent) expect(answer.body).not.toContain(text);
  };

  it('a path that is no valid URL component', async () => {
    for (const path of ['/api/%', '/api/%zz/<script>', '/%E0%A4%A']) {
      const answer = await raw(port, request(`GET ${path} HTTP/1.1`));
      expectError(answer, 400, 'validation_failed', [path, 'script', 'FST_']);
    }
  });

  it('a path parameter longer than any id', async () => {
    const long = `x${'7'.repeat(300)}`;
    expectError(await raw(port, request(`GET /dev/outbox/${long} HTTP/1.1`)), 404, 'not_found', [long, 'FST_']);
  });

  it('malformed JSON, another media type, an unknown content encoding, an empty JSON body', async () => {
    const json = ['Content-Type: application/json'];
    const cases: Array<[string[], string]> = [
      [json, '{"email": "jane@example.com", '],
      [['Content-Type: text/plain'], 'email=jane@example.com'],
      [['Content-Type: application/json', 'Content-Encoding: x-jane'], '{"email":"jane@example.com"}'],
      [json, ''],
    ];
    for (const [headers, body] of cases) {
      const answer = await raw(port, request('POST /api/user.php HTTP/1.1', headers, body));
      expectError(answer, 400, 'validation_failed', ['jane', 'x-jane', 'FST_']);
    }
  });

  it('a body over the limit', async () => {
    const body = JSON.stringify({ email: 'jane@example.com', padding: 'x'.repeat(70 * 1024) });
    const answer = await raw(port, request('POST /api/user.php HTTP/1.1', ['Content-Type: application/json'], body));
    expectError(answer, 413, 'payload_too_large', ['jane']);
  });

  it('an unknown /api/ path and a method no route has', async () => {
    expectError(await raw(port, request('GET /api/nothing-<b>.php HTTP/1.1')), 404, 'not_found', ['nothing']);
    expectError(await raw(port, request('PROPFIND /api/user.php HTTP/1.1')), 404, 'not_found', ['PROPFIND']);
  });

  it('a method or a request line the HTTP parser refuses', async () => {
    for (const line of ['JANE /api/user.php HTTP/1.1', 'GET /api/user.php?x=<b> jane HTTP/1.1']) {
      expectError(await raw(port, request(line)), 400, 'validation_failed', ['jane', 'JANE', 'Client Error']);
    }
  });

  it('headers over the size limit', async () => {
    const cookie = `Cookie: session=${'j'.repeat(20 * 1024)}`;
    const answer = await raw(port, request('GET /api/user.php HTTP/1.1', [cookie]));
    expectError(answer, 431, 'headers_too_large', ['jjjj', 'Exceeded']);
  });

  it('query strings that are not well formed', async () => {
    const query = '?%%%=%zz&a[b][c]=1&&=&email=%E0%A4%A&__proto__[x]=1';
    const answer = await raw(port, request(`GET /api/settings.php${query} HTTP/1.1`));
    expect(answer.status).toBe(200);
    const unknown = await raw(port, request(`GET /api/nothing.php${query} HTTP/1.1`));
    expectError(unknown, 404, 'not_found', ['%zz', 'proto']);
  });
});

describe.each(DATABASE_KINDS)('a request while the server closes on %s', (kind) => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp(kind);
  });
  afterAll(async () => {
    await test?.close();
  });

  it("answers 503 unavailable in the project's format on a connection that is still open", async () => {
    const app = await buildApp({ config: test.config, db: test.db });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The close waits here, after the server has started closing and before its connections end.
    app.addHook('preClose', () => held);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; body: string; connection?: string }>((resolve, reject) => {
        http
          .get({ port, host: '127.0.0.1', path: '/api/companyinfo.php', agent }, (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () =>
              resolve({ status: response.statusCode!, body, connection: response.headers.connection }),
            );
          })
          .on('error', reject);
      });
    try {
      expect((await get()).status).toBe(200);
      const closed = app.close();
      const during = await get();
      expect(during).toEqual({ status: 503, body: '{"error":"unavailable"}', connection: 'close' });
      release();
      await closed;
    } finally {
      release();
      agent.destroy();
      await app.close();
    }
  });
});
