import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, waitForPage } from '../support/fixtures';

const repoRoot = path.resolve(import.meta.dirname, '../..');

function run(command: 'release' | 'rollback', remote: string, buildId?: string): string {
  return execFileSync('pnpm', [command, remote], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, ...(buildId ? { BUILD_ID: buildId } : {}) },
    encoding: 'utf8',
  });
}

test('releasing one remote changes what a reload shows; rollback restores it; the shell is untouched', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await waitForPage(page);
  const slot = page.locator('[data-remote="mf_landers"]');
  const before = await slot.getAttribute('data-remote-build');
  // Another remote's page, through the shell (a visitor's home is the landers' first-visit page, ADR 0036).
  const otherRemote = async () => {
    await page.goto('/pricing');
    return {
      build: await page.locator('[data-remote="mf_payments"]').getAttribute('data-remote-build'),
      shell: await page.locator('script[src*="/shell/main."]').getAttribute('src'),
    };
  };
  const paymentsBefore = await otherRemote();

  const buildId = `e2e-${Date.now()}`;
  expect(run('release', 'mf-landers', buildId)).toContain('released mf-landers');
  await page.goto('/');
  await expect(slot).toHaveAttribute('data-remote-build', buildId);
  expect(await otherRemote()).toEqual(paymentsBefore);

  expect(run('rollback', 'mf-landers')).toContain('rolled mf-landers back');
  await page.goto('/');
  await expect(slot).toHaveAttribute('data-remote-build', before!);
  expect(await otherRemote()).toEqual(paymentsBefore);
  expect(consoleErrors).toEqual([]);
});
