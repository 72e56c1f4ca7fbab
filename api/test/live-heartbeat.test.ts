import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveOutbox } from '../src/modules/events/live-events.service';
import { createLiveSocketServer, type LiveSocketServer } from '../src/modules/live/live-socket-server';
import { createInProcessPresence } from '../src/modules/events/presence';
import { LiveTestClient } from './support/live-client';
import { signUpMember, type SignedUpMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

const HEARTBEAT_MS = 150;

describe('the live heartbeat', () => {
  let test: TestApp;
  let sockets: LiveSocketServer;
  let server: http.Server;
  let baseUrl: string;
  let member: SignedUpMember;
  const presence = createInProcessPresence();

  beforeAll(async () => {
    test = await createTestApp('pglite');
    // A socket server of its own with a short heartbeat, on the test app's database and bus.
    sockets = createLiveSocketServer({
      db: test.db,
      bus: test.app.liveBus,
      presence,
      log: test.app.log,
      trustProxy: false,
      parseCookie: (header) => test.app.parseCookie(header),
      heartbeatMs: HEARTBEAT_MS,
    });
    server = http.createServer((_request, response) => response.writeHead(404).end());
    server.on('upgrade', (request, socket, head) => {
      if (!sockets.handleUpgrade(request, socket, head)) socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    member = await signUpMember(test);
  });
  afterAll(async () => {
    await sockets?.close();
    await new Promise((resolve) => server?.close(resolve));
    await test?.close();
  });

  it('sends at the next heartbeat an event whose bus message never came', async () => {
    const client = await LiveTestClient.connect(baseUrl, { session: member.token });
    await client.next((frame) => frame.type === 'hello');
    const outbox = new LiveOutbox();
    await test.db.transaction().execute((trx) => outbox.store(trx, member.userId, { type: 'credits', credits: 5 }));
    // Not published: only the heartbeat's cursor check can find it.
    expect(await client.next((frame) => frame.type === 'credits', 3_000)).toMatchObject({ credits: 5 });
    await client.close();
  });

  it('drops a socket that stops answering pings, and the member goes offline', async () => {
    const client = await LiveTestClient.connect(baseUrl, { session: member.token });
    await client.next((frame) => frame.type === 'hello');
    expect(await presence.isOnline(member.userId)).toBe(true);
    // The client's machine goes silent: it reads nothing more, so it answers no ping.
    (client.socket as unknown as { _socket: Socket })._socket.pause();
    const deadline = Date.now() + 3_000;
    while (sockets.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sockets.size).toBe(0);
    expect(await presence.isOnline(member.userId)).toBe(false);
    client.socket.terminate();
  });
});
