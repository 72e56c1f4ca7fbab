import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, waitForPage } from '../support/fixtures';

const repoRoot = path.resolve(import.meta.dirname, '../..');
function catalogue(file: string): Record<string, Record<string, string>> {
  return JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as Record<string, Record<string, string>>;
}

test("a language switch in the shell changes a remote's text at once, without a reload", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/members');
  await waitForPage(page);
  const heading = page.locator('[data-remote="mf_members"] h1');
  await expect(heading).toHaveText('Search members');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));

  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('button', { name: 'Deutsch' }).click();

  const germanHeading = catalogue('mf-members/src/locales/de.json').screens!.members!;
  const germanLogin = catalogue('shared/src/i18n/locales/de.json').nav!.login!;
  await expect(heading).toHaveText(germanHeading);
  await expect(page.getByRole('link', { name: germanLogin })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'locale')?.value).toBe('de');

  await page.reload();
  await expect(heading).toHaveText(germanHeading);
  expect(consoleErrors).toEqual([]);
});

test('shell and remotes share one React, one router, one i18next and one @app/shared', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/members');
  await waitForPage(page);
  await page.goto('/pricing');
  await waitForPage(page);
  const loaded = await page.evaluate(() => {
    type Shared = Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>;
    const federation = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Shared> } })
      .__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__)) {
      for (const [name, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          const provider = `${version} from ${entry.from}`;
          if (entry.loaded && !(result[name] ??= []).includes(provider)) result[name].push(provider);
        }
      }
    }
    return result;
  });
  for (const name of [
    'react',
    'react-dom',
    // The router is shared through @app/shared/router, which bundles only the parts the site uses.
    '@app/shared/router',
    // The site's texts and their React binding (ADR 0020).
    '@app/shared/i18n',
    '@app/shared/i18n/react',
    'nanostores',
    '@app/shared/stores/locale',
  ]) {
    // One copy, and it is the one the shell provides.
    expect(loaded[name], name).toHaveLength(1);
    expect(loaded[name]![0], name).toMatch(/ from shell$/);
  }
  expect(consoleErrors).toEqual([]);
});

test('with one remote unreachable, the shell and the other remotes keep working', async ({ page, consoleErrors }) => {
  await page.route('**/remotes/mf-members/**', (route) => route.abort('connectionrefused'));
  await page.goto('/members');
  const panel = page.getByTestId('remote-unavailable');
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Temporarily unavailable' })).toBeVisible();
  await expect(page.locator('nav[aria-label="Main navigation"]')).toBeVisible();

  await page.getByRole('link', { name: 'Pricing' }).click();
  await expect(page.locator('[data-remote="mf_payments"] h1')).toHaveText('Pricing');
  await page.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page.locator('main h1')).toHaveText('Terms and Conditions');

  await page.goBack();
  await page.goBack();
  await expect(panel).toBeVisible();
  await page.unroute('**/remotes/mf-members/**');
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('[data-remote="mf_members"] h1')).toHaveText('Search members');
  // The failed loads themselves are logged by the browser; nothing else may be. The page preloaded the
  // remote's chunks (ADR 0019); the browser answers the first load of a chunk whose preload failed with
  // that failure (a ChunkLoadError), and the slot loads it again.
  expect(
    consoleErrors.filter(
      (error) =>
        !/ERR_CONNECTION_REFUSED|Failed to load resource|remote mf_members is unavailable|ChunkLoadError: Loading chunk \d+ failed/.test(
          error,
        ),
    ),
  ).toEqual([]);
});

test('the site-entry warning asks once and is remembered', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/pricing');
  const dialog = page.getByRole('dialog', { name: 'Adults only' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'I am 18 or older, enter' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.locator('[data-remote="mf_payments"] h1')).toBeVisible();
  await expect(dialog).toBeHidden();

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/reset-password');
  await expect(other.locator('[data-remote="mf_auth_signup"] h1')).toBeVisible();
  await expect(other.getByRole('dialog')).toBeHidden();
  // The chat layout (a visitor there is asked to sign up or log in) shows the warning only for NL and DE.
  await other.goto('/chats');
  await expect(other.locator('[data-members-only] h1')).toBeVisible();
  await expect(other.getByRole('dialog')).toBeHidden();
  await other.goto('/chats?country=NL');
  await expect(other.getByRole('dialog', { name: 'Adults only' })).toBeVisible();
  await context.close();
  await fresh.close();
});

test('the footer shows the company from the server and the live-cam block', async ({ page, consoleErrors }) => {
  await page.goto('/pricing');
  await waitForPage(page);
  await expect(page.getByTestId('company-info')).toContainText('Amorelle Media B.V.');
  await expect(page.getByTestId('company-info')).toContainText('87654321');
  await expect(page.getByRole('heading', { name: 'Live cams: see who is online right now' })).toBeVisible();
  for (const name of [
    'Terms and conditions',
    'Privacy',
    'Cookies',
    'Blocked account',
    'Pricing',
    'Complaints',
    'Return policy',
    'FAQ',
    'Support',
  ]) {
    await expect(page.getByRole('contentinfo').getByRole('link', { name, exact: true })).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});

test('a complaint is checked, sent and confirmed with a reference', async ({ page, consoleErrors }) => {
  await page.goto('/complaints');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Your name').fill('Anna Tester');
  await page.getByLabel('Your email address').fill('anna@example.com');
  await page.getByLabel('Subject').selectOption('billing');
  await page.getByLabel('Your complaint').fill('My credits were charged twice for one message yesterday.');
  await page.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page.getByRole('status')).toContainText(/reference C-[A-Z2-9]{8}/);
  expect(consoleErrors).toEqual([]);
});
