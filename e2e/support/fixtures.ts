import { test as base, expect, type Page } from '@playwright/test';

export interface SiteFixtures {
  /** Errors the page printed to its console or threw; each test asserts none unless it expects some. */
  consoleErrors: string[];
  /** Whether the site-entry warning is pre-accepted (default true). */
  acceptEntryWarning: boolean;
}

export const test = base.extend<SiteFixtures>({
  acceptEntryWarning: [true, { option: true }],
  consoleErrors: async ({ page, acceptEntryWarning }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    if (acceptEntryWarning) await page.addInitScript(() => localStorage.setItem('siteEntryWarningSkip', '1'));
    await use(errors);
  },
});

/** Waits until the shell has rendered a route's page (a remote's slot or a shell page). */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
}

export { expect };
