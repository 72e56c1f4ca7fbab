import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@app/shared/build/chromium';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { createDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemoData } from '../src/seed/demo-data';
import { median } from './load';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const ROUNDS = 21;

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

/**
 * One round: a new member on /members in Chromium (live socket open, "Get Premium" in the nav), a
 * checkout of p0, then the sandbox's "Paid" as the developer would click it. Measured: from sending
 * "Paid" to the credits badge in the nav, through the callback, the status fetch, the completion,
 * the live event and the render.
 */
async function oneRound(browser: Browser, base: string, round: number): Promise<number> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  try {
    const signup = await context.request.post('/api/signup.php', {
      data: {
        email: `badge-${Date.now()}-${round}@example.com`,
        name: 'Bench',
        date_of_birth: '1990-04-12',
        password: 'bench-password-123',
        gender: 'female',
        sexuality: 'hetero',
      },
    });
    if (signup.status() !== 201) throw new Error(`signup ${signup.status()}`);
    const page = await context.newPage();
    await page.goto('/members');
    await page.getByTestId('nav-get-premium').waitFor();
    await page.waitForTimeout(1_000); // the live socket connects after the first render
    // The page's own clock marks the render (the server's package has no DOM types: the script is text).
    await page.evaluate(`new MutationObserver((changes, observer) => {
      if (document.querySelector('[data-testid="credits-badge"]')) {
        window.badgeAt = Date.now();
        observer.disconnect();
      }
    }).observe(document.body, { subtree: true, childList: true })`);
    const list = await (await context.request.get('/api/packages.php?country=NL')).json();
    const pkg = list.packages[0];
    const quote = await (
      await context.request.get(`/api/payment-quote.php?package_id=${pkg.id}&country=NL&payment_method=ideal`)
    ).json();
    const started = await context.request.post('/api/payment.php', {
      headers: { 'idempotency-key': `badge-${round}-${Date.now()}` },
      data: { package_id: pkg.id, country: 'NL', payment_method: 'ideal', amount: quote.quote.amount, currency: 'EUR' },
    });
    const checkoutUrl = new URL((await started.json()).checkout_url);
    const paidAt = Date.now();
    const decided = await fetch(`${base}${checkoutUrl.pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
    });
    if (decided.status !== 303) throw new Error(`sandbox answered ${decided.status}`);
    await page.waitForFunction('window.badgeAt !== undefined', null, { timeout: 15_000 });
    const badgeAt = (await page.evaluate('window.badgeAt')) as number;
    return badgeAt - paidAt;
  } finally {
    await context.close();
  }
}

/** `pnpm bench payments` (part 2): from the sandbox's "Paid" to the credits badge changing in the page. */
export async function paidToBadgeBench(): Promise<void> {
  const build = spawnSync(
    'pnpm',
    ['--filter', '@app/shared', 'exec', 'tsx', 'src/build/cli.ts', 'build-all', '--if-missing'],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('build failed');
  const config = parseConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory://',
    SANDBOX_CALLBACK_DELAY_MS: '0',
    SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
  });
  const db = await createDatabase(config);
  await migrateToLatest(db);
  await seedDemoData(db);
  const app = await buildApp({ config, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://localhost:${(app.server.address() as { port: number }).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) times.push(await oneRound(browser, base, round));
    console.log(
      `\n## From the sandbox's "Paid" to the credits badge in the page (PGlite, callback delay 0, ${ROUNDS} rounds)`,
    );
    console.log(
      `median ${median(times)} ms, p99 ${percentile(times, 0.99)} ms, min ${Math.min(...times)} ms, max ${Math.max(...times)} ms`,
    );
  } finally {
    await browser.close();
    await app.close();
    await db.destroy();
  }
}
