import { test as base, expect, type Page } from '@playwright/test';

export interface SiteFixtures {
  /**
   * Errors the page printed to its console or threw, and its Content-Security-Policy violations; each
   * test asserts none unless it expects some.
   */
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
    // Every Content-Security-Policy violation of any document of the page (ADR 0029) fails the test too.
    await page.exposeFunction('__cspViolation', (violation: string) => errors.push(violation));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation;
        report(
          `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
        );
      }),
    );
    if (acceptEntryWarning) await page.addInitScript(() => localStorage.setItem('siteEntryWarningSkip', '1'));
    await use(errors);
  },
});

/**
 * How long a member's page may take to show after a navigation: the shell's start, then up to
 * BANNERS_WAIT_MS (3 s, shell/src/layouts/banners-settled.ts) while the page waits for the banners
 * above it, so that they never push it down. Expect's default 5 s was met by a CI run on a busy
 * machine that started slowly and waited the whole 3 s (session 17).
 */
const PAGE_SHOWN_MS = 10_000;

/** Waits until the shell has rendered a route's page (a remote's slot or a shell page). */
export async function waitForPage(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: PAGE_SHOWN_MS });
}

export { expect };
