import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@app/shared/build/chromium';

/**
 * End-to-end tests of the site as `pnpm start` serves it, on a free port and a fresh data folder
 * (global setup), in Debian's Chromium. Two workers run the spec files side by side (each test signs
 * up members of its own); `release.spec.ts` releases and rolls back a remote of the running site, and
 * `campaign.spec.ts` points a campaign at another release of it: both change the registry, so they run
 * after all the others, one at a time.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'site', testIgnore: /(release|campaign)\.spec\.ts$/ },
    { name: 'release', testMatch: /(release|campaign)\.spec\.ts$/, dependencies: ['site'], workers: 1 },
  ],
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
