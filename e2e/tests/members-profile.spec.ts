import { axeViolations } from '../support/axe';
import { expect, test, waitForPage } from '../support/fixtures';
import { confirmedMember, secondPage } from '../support/member-pages';
import { signUpByApi } from '../support/members';

const nav = 'nav[aria-label="Main navigation"]';

test('a member views a profile: main photo, thumbnails, details, actions and related members; likes it', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const other = await secondPage(browser, baseURL);
  const shown = await confirmedMember(other.page, 'Henrike', 2);
  await signUpByApi(page.request, { name: 'Viewer' });

  await page.goto(`/members/${shown.id}`);
  await waitForPage(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Henrike, ');
  const main = page.getByRole('img', { name: 'Photo of Henrike' });
  await expect(main).toBeVisible();
  await expect.poll(() => main.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const thumbnails = page.getByRole('list', { name: 'Photos' });
  await expect(thumbnails.getByRole('button')).toHaveCount(2);
  const firstSource = await main.getAttribute('src');
  await thumbnails.getByRole('button', { name: 'Show photo 2' }).click();
  await expect(thumbnails.getByRole('button', { name: 'Show photo 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main).not.toHaveAttribute('src', firstSource ?? '');

  await expect(page.getByRole('link', { name: 'Send a message' })).toHaveAttribute('href', `/members/${shown.id}/chat`);
  await expect(page.getByRole('link', { name: 'Send a gift' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Block' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report' })).toBeVisible();
  const related = page.locator('section[aria-labelledby="related-profiles"]');
  await expect(related.getByRole('heading', { name: 'You may also like' })).toBeVisible();
  await expect(related.getByRole('link').first()).toBeVisible();

  const like = page.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  const unlike = page.getByRole('button', { name: 'Unlike' });
  await expect(unlike).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');

  // A related member opens in the same page.
  const relatedLink = related.getByRole('link').first();
  const relatedPath = await relatedLink.getAttribute('href');
  await relatedLink.click();
  await expect(page).toHaveURL(new RegExp(`${relatedPath}$`));
  await expect(heading).not.toContainText('Henrike');
  expect(consoleErrors).toEqual([]);
  expect(other.errors).toEqual([]);
  await other.page.context().close();
});

test('a like back makes a match: the match modal and the likes badge; the backdrop closes the modal', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const first = await confirmedMember(page, 'Anneke', 2);
  const other = await secondPage(browser, baseURL);
  const second = await confirmedMember(other.page, 'Birte', 2);

  // The second member likes the first.
  await other.page.goto(`/members/${first.id}`);
  await expect(other.page.getByRole('heading', { level: 1 })).toContainText('Anneke, ');
  await other.page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(other.page.getByRole('button', { name: 'Unlike' })).toBeVisible();

  // The first member sees the new like in the navigation, then likes back.
  await page.goto('/members');
  await waitForPage(page);
  await expect(page.locator(nav).getByTestId('badge-likes')).toContainText('1 new like');
  await page.goto(`/members/${second.id}`);
  await expect(page.getByText('Birte likes you')).toBeVisible();
  await page.getByRole('button', { name: 'Like back' }).click();
  const modal = page.getByRole('dialog', { name: "It's a match!" });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('You and Birte like each other.')).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Send Birte a message' })).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Unlike' })).toBeVisible();

  await page.goto('/likes');
  await waitForPage(page);
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  expect(other.errors).toEqual([]);
  await other.page.context().close();
});

test('a blocked member no longer finds the blocker, nor among the likes; unblocking restores both', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const blocker = await confirmedMember(page, 'Carlijn', 2);
  const other = await secondPage(browser, baseURL);
  const blocked = await confirmedMember(other.page, 'Dagny', 2);

  // The blocker likes the other member, who sees the like.
  await page.goto(`/members/${blocked.id}`);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Unlike' })).toBeVisible();
  await other.page.goto('/likes');
  await expect(other.page.getByRole('link', { name: /Carlijn/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Block' }).click();
  const confirm = page.getByRole('dialog', { name: 'Block Dagny?' });
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('You have blocked Dagny.')).toBeVisible();

  await other.page.goto(`/members/${blocker.id}`);
  await expect(other.page.getByRole('heading', { level: 1, name: 'Profile not found' })).toBeVisible();
  await other.page.goto('/likes');
  await waitForPage(other.page);
  await expect(other.page.getByRole('link', { name: /Carlijn/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Unblock' }).click();
  await page.getByRole('dialog', { name: 'Unblock Dagny?' }).getByRole('button', { name: 'Unblock' }).click();
  await expect(page.getByText('You have blocked Dagny.')).toBeHidden();
  await other.page.goto(`/members/${blocker.id}`);
  await expect(other.page.getByRole('heading', { level: 1 })).toContainText('Carlijn, ');
  await other.page.goto('/likes');
  await expect(other.page.getByRole('link', { name: /Carlijn/ }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
  // The blocked member's request for the blocker's profile answers 404.
  expect(other.errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  await other.page.context().close();
});

test("a visitor's like and message on a profile open the signup modal with that action's reason", async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const other = await secondPage(browser, baseURL);
  const shown = await confirmedMember(other.page, 'Elin', 2);
  await other.page.context().close();

  await page.goto(`/members/${shown.id}`);
  await waitForPage(page);
  await page.getByRole('button', { name: 'Like', exact: true }).click();
  const modal = page.getByRole('dialog');
  await expect(modal).toContainText('To like Elin, you need to be a member.');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await page.getByRole('button', { name: 'Send a message' }).click();
  await expect(modal).toContainText('To chat with Elin, you need to be a member.');
  expect(consoleErrors).toEqual([]);
});

test('/members and /members/{id} pass axe for a member', async ({ page, browser, baseURL, consoleErrors }) => {
  const other = await secondPage(browser, baseURL);
  const shown = await confirmedMember(other.page, 'Frida', 2);
  await other.page.context().close();
  await signUpByApi(page.request);

  await page.goto('/members');
  await waitForPage(page);
  await expect(page.getByTestId('member-card').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`/members/${shown.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Frida, ');
  await expect(page.getByRole('heading', { name: 'You may also like' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
