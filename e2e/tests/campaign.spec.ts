import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A `pnpm` command of the repository against the running site's data folder. */
function pnpm(args: string[], env: Record<string, string> = {}): string {
  return execFileSync('pnpm', args, {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, ...env },
    encoding: 'utf8',
    // A refused command's message (its stderr) becomes the thrown error's.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The release of mf_landers that renders the page: the build id and version the shell's slot shows. */
async function landerRelease(page: Page): Promise<{ build: string | null; version: string | null }> {
  const slot = page.locator('[data-remote="mf_landers"]');
  await expect(slot).toBeVisible();
  return {
    build: await slot.getAttribute('data-remote-build'),
    version: await slot.getAttribute('data-remote-version'),
  };
}

/** An in-page navigation, as a link of the site makes it (the router follows the history). */
async function navigateInPage(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    (window as { inPageMarker?: boolean }).inPageMarker = true;
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

// Issue 15: `pnpm campaign set` serves one lander campaign with another release of mf-landers, on the
// next page load and on that lander only; `unset` restores the live release (ADR 0023).
test("a campaign's own release serves its lander only, and unset restores the live one", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const slug = `xmas-${Date.now()}`;
  // The release folders of mf-landers that the page loads scripts from.
  const releases: string[] = [];
  page.on('request', (request) => {
    const folder = /^\/remotes\/mf-landers\/[^/]+\//.exec(new URL(request.url()).pathname)?.[0];
    if (folder && request.resourceType() === 'script') releases.push(folder);
  });

  await page.goto(`/landers/gallery/${slug}`);
  const live = await landerRelease(page);
  expect(live.version).toBeTruthy();

  // A variant of mf-landers (another build id), published without switching the registry.
  const buildId = `e2e-campaign-${Date.now()}`;
  const published = pnpm(['release', 'mf-landers', '--publish-only'], { BUILD_ID: buildId });
  const version = /published mf-landers (\S+)/.exec(published)?.[1];
  expect(version, published).toBeTruthy();
  expect(version).not.toBe(live.version);
  await page.reload();
  expect(await landerRelease(page)).toEqual(live);

  // A mistyped campaign is refused (the other refusals: shared/src/build/campaigns.test.ts).
  expect(() => pnpm(['campaign', 'set', `galery/${slug}`, `mf-landers@${version}`])).toThrow(/not a lander type/);

  expect(pnpm(['campaign', 'set', `gallery/${slug}`, `mf-landers@${version}`])).toContain(
    `gallery/${slug} is now shown by mf-landers@${version}`,
  );
  expect(pnpm(['campaign', 'list'])).toMatch(new RegExp(`gallery/${slug}\\s+mf-landers\\s+${version}\\s+\\d{4}-`));
  try {
    releases.length = 0;
    await page.reload();
    expect(await landerRelease(page)).toEqual({ build: buildId, version });
    // Only the campaign's release loaded in this page: its first-visit page (ADR 0036).
    expect([...new Set(releases)]).toEqual([`/remotes/mf-landers/${version}/`]);

    // The same type without the slug, and another type with the slug, keep the live release.
    await page.goto('/landers/gallery');
    expect(await landerRelease(page)).toEqual(live);
    await page.goto(`/landers/video/${slug}`);
    expect(await landerRelease(page)).toEqual(live);

    // An in-page navigation that needs the other release of a loaded container loads a new page.
    await navigateInPage(page, `/landers/gallery/${slug}`);
    await expect(page.locator('[data-remote="mf_landers"]')).toHaveAttribute('data-remote-build', buildId);
    expect(await page.evaluate(() => (window as { inPageMarker?: boolean }).inPageMarker)).toBeUndefined();
    await navigateInPage(page, '/landers/gallery');
    await expect(page.locator('[data-remote="mf_landers"]')).toHaveAttribute('data-remote-version', live.version!);
    expect(await landerRelease(page)).toEqual(live);
  } finally {
    expect(pnpm(['campaign', 'unset', `gallery/${slug}`])).toContain(`gallery/${slug} is shown by`);
  }
  await page.goto(`/landers/gallery/${slug}`);
  expect(await landerRelease(page)).toEqual(live);
  expect(consoleErrors).toEqual([]);
});
