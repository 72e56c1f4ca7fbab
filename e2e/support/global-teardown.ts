import fs from 'node:fs/promises';

/** Stops the site started by the global setup and removes its data folder. */
export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env.E2E_SERVER_PID);
  // A site the tests did not start (E2E_BASE_URL given) is left as it is, with its data.
  if (!pid) return;
  {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  if (process.env.E2E_DATA_DIR) await fs.rm(process.env.E2E_DATA_DIR, { recursive: true, force: true });
}
