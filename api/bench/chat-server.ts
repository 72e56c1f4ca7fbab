import type { Config } from '../src/config';
import type { Db } from '../src/db/database';
import { buildApp } from '../src/app';

/** A route with no work of its own, answered by the chat server during the chat load. */
export const BARE_PROBE_PATH = '/bench/bare';

/** The real server on loopback, as `api/src/server.ts` starts it: buildApp brings the live socket (registerLive). */
export interface ChatServer {
  /** http://127.0.0.1:<port> */
  url: string;
  close: () => Promise<void>;
}

/** Builds the app on `db` and listens on a free loopback port; its upgrade handler serves LIVE_SOCKET_PATH. */
export async function startChatServer(config: Config, db: Db): Promise<ChatServer> {
  // Answers unchecked, as production sends them (the contract check is a development guard).
  const app = await buildApp({ config, db, checkAnswers: false });
  // The probe's route (chat-load-process.mjs): no database, no session, so its time is the event loop's.
  app.get(BARE_PROBE_PATH, async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  return { url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
