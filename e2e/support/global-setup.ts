import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the site exactly as `pnpm start` does, on a free port with a fresh data folder. */
export default async function globalSetup(): Promise<void> {
  // Development: E2E_BASE_URL (and E2E_DATA_DIR) point the tests at a site that is already running.
  if (process.env.E2E_BASE_URL) return;
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'e2e-data-'));
  const log = await fs.open(path.join(dataDir, 'server.log'), 'w');
  const child = spawn('pnpm', ['start'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
    },
    stdio: ['ignore', log.fd, log.fd],
    detached: true,
  });
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_SERVER_PID = String(child.pid);
  await waitFor(`${process.env.E2E_BASE_URL}/api/settings.php`, 180_000);
}
