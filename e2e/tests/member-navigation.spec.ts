import type { APIRequestContext } from '@playwright/test';
import { expect, test, waitForPage } from '../support/fixtures';

async function signUp(request: APIRequestContext): Promise<string> {
  const email = `nav-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post('/api/signup.php', {
    data: {
      email,
      name: 'Lotte',
      date_of_birth: '1991-05-17',
      password: 'a-good-password-1',
      gender: 'female',
      sexuality: 'hetero',
    },
  });
  expect(response.status()).toBe(201);
  return email;
}

test('a member gets the member navigation, is sent from / to /members, and logs out', async ({
  page,
  consoleErrors,
}) => {
  await signUp(page.request);
  await page.goto('/');
  await expect(page).toHaveURL(/\/members$/);
  await waitForPage(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const name of ['Search members', 'Messages', 'Likes', 'Get Premium']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(nav.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Amorelle' })).toHaveAttribute('href', '/members');

  await nav.getByRole('button', { name: 'Account of Lotte' }).click();
  await expect(page.getByRole('link', { name: 'My profile' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Messages' })).toHaveCount(0);
  const answer = await page.request.get('/api/user.php');
  expect((await answer.json()).user).toBeNull();
  expect(consoleErrors).toEqual([]);
});

test("a member's language choice is saved on the server", async ({ page, consoleErrors }) => {
  await signUp(page.request);
  await page.goto('/members');
  await waitForPage(page);
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/user.php') && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('button', { name: 'Français' }).click();
  expect((await saved).status()).toBe(200);
  const { user } = await (await page.request.get('/api/user.php')).json();
  expect(user.language).toBe('fr');
  expect(consoleErrors).toEqual([]);
});

test('the member navigation fits a 320 px phone without sideways scrolling', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await signUp(page.request);
  for (const path of ['/members', '/pricing', '/pages/faq']) {
    await page.goto(path);
    await waitForPage(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(320);
  }
  await page.getByRole('button', { name: /Account of/ }).click();
  const menu = page.getByRole('link', { name: 'My profile' });
  await expect(menu).toBeVisible();
  const box = await menu.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  expect(consoleErrors).toEqual([]);
});
