import { axeViolations } from '../support/axe';
import { expect, test, waitForPage } from '../support/fixtures';
import { signUpByApi } from '../support/members';
import { LOGIN_TOKEN, ROUTES, UNKNOWN_ROUTES } from '../support/routes';

const nav = 'nav[aria-label="Main navigation"]';

// A hundred small independent visits: both workers share them, instead of one worker taking the whole file.
test.describe.configure({ mode: 'parallel' });

test.describe("every route of the spec renders its owner's page", () => {
  for (const route of ROUTES) {
    test(`${route.path} → ${route.owner} in the ${route.layout} layout`, async ({ page, consoleErrors }) => {
      if (route.membersOnly) await signUpByApi(page.request);
      await page.goto(route.path);
      await waitForPage(page);
      if (route.owner === 'shell') await expect(page.locator('[data-remote]')).toHaveCount(0);
      else await expect(page.locator(`[data-remote="${route.owner}"] h1`)).toBeVisible();
      // The landers' pages are built: the home, each lander and member landing in its design (a member
      // landing about an unknown member falls back to the gallery lander).
      if (route.owner === 'mf_landers') {
        await expect(page.locator('[data-remote="mf_landers"] [data-design]').first()).toBeVisible();
      }
      await expect(page.locator(nav)).toHaveCount(route.layout === 'default' ? 1 : 0);
      await expect(page.locator('footer')).toHaveCount(route.layout === 'default' || route.layout === 'lander' ? 1 : 0);
      expect(await axeViolations(page)).toEqual([]);
      // Made-up ids are refused by the server, which the page explains: a login link (400 link_invalid),
      // a conversation or an order the member does not have (404).
      const refusals: Record<string, RegExp> = {
        [`/${LOGIN_TOKEN}`]: /status of 400/,
        '/chats/7': /status of 404/,
        '/transactions/41': /status of 404/,
      };
      const expected = refusals[route.path] ?? null;
      expect(consoleErrors.filter((error) => !expected?.test(error))).toEqual([]);
    });
  }

  for (const route of ROUTES.filter((candidate) => candidate.membersOnly)) {
    test(`${route.path} asks a visitor to sign up or log in`, async ({ page, consoleErrors }) => {
      await page.goto(route.path);
      await expect(page.locator('[data-members-only] h1')).toBeVisible();
      await expect(page.locator('[data-remote]')).toHaveCount(0);
      const back = encodeURIComponent(route.path);
      await expect(page.locator(`[data-members-only] a[href="/login?returnTo=${back}"]`)).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(route.layout === 'default' ? 1 : 0);
      expect(await axeViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const path of UNKNOWN_ROUTES) {
    test(`${path} answers 404 and shows the 404 page with a link home`, async ({ page, consoleErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to the home page' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('[data-remote="mf_landers"] [data-design="home"] h1')).toBeVisible();
      // The browser reports the document's own 404; nothing else may fail.
      expect(consoleErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
    });
  }
});
