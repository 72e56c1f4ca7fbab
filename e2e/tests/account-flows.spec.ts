import type { Page } from '@playwright/test';
import { expect, test, waitForPage } from '../support/fixtures';
import { mailLink, readMail } from '../support/mail';
import { PASSWORD, signUpByApi, uniqueEmail } from '../support/members';

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function logOutByApi(page: Page): Promise<void> {
  await page.request.get('/api/logout.php', { headers: { 'X-Client-Type': 'web' } });
}

test('five wrong passwords block the login for 15 minutes, also for the right password', async ({
  page,
  consoleErrors,
}) => {
  const member = await signUpByApi(page.request);
  await logOutByApi(page);
  await page.goto('/login');
  await waitForPage(page);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await logIn(page, member.email, `wrong-password-${attempt}`);
    await expect(page.getByText('Logging in failed. Please check your email address and password')).toBeVisible();
  }
  await logIn(page, member.email, member.password);
  await expect(page.getByText('Too many wrong attempts. Your account is blocked for 15 minutes.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect((await (await page.request.get('/api/user.php')).json()).user).toBeNull();
  // The browser reports each refused login (401, 429) as a failed resource; nothing else may appear.
  expect(consoleErrors.filter((error) => !/status of (401|429)/.test(error))).toEqual([]);
});

test('a forgotten password is reset by the link in the mail', async ({ page, consoleErrors }) => {
  const member = await signUpByApi(page.request);
  await logOutByApi(page);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  // The address changes while the login form (with its own email field) still shows: wait for the new page.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email address').fill(member.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const mail = await readMail(page, member.email, 'password_reset');
  await page.goto(mailLink(mail, '/reset-password/do'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('New password again').fill('not-the-same-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel('New password again').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

  await logOutByApi(page);
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page.getByText('Logging in failed.', { exact: false })).toBeVisible();
  await logIn(page, member.email, 'a-brand-new-password');
  await expect(page).toHaveURL(/\/members$/);
  expect(consoleErrors.filter((error) => !/status of 401/.test(error))).toEqual([]);
});

test('a member changes the email address and confirms it by the mail to the new address', async ({
  page,
  consoleErrors,
}) => {
  await signUpByApi(page.request);
  const newEmail = uniqueEmail('moved');
  await page.goto('/profile');
  await waitForPage(page);
  // The settings load as the member goes to them (issue 14): here by the section links at the top.
  await page
    .getByRole('navigation', { name: 'Sections of your profile' })
    .getByRole('link', { name: 'Account settings' })
    .click();
  await page.getByLabel('New email address').fill(newEmail);
  await page.getByLabel('Your password').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Change email address' }).click();
  await expect(page.getByText(`We sent a confirmation link to ${newEmail}.`, { exact: false })).toBeVisible();

  const mail = await readMail(page, newEmail, 'mail_change');
  await page.goto(mailLink(mail, '/api/mail-change-do.php'));
  await expect(page).toHaveURL(/\/mail-change\/do\?status=done$/);
  await expect(page.getByRole('heading', { name: 'Your email address has been changed' })).toBeVisible();

  await logOutByApi(page);
  await page.goto('/login');
  await logIn(page, newEmail, PASSWORD);
  await expect(page).toHaveURL(/\/members$/);
  expect(consoleErrors).toEqual([]);
});

test('a deleted account cannot log in until the link in the mail reactivates it', async ({ page, consoleErrors }) => {
  const member = await signUpByApi(page.request, { name: 'Ines' });
  await page.goto('/profile');
  await waitForPage(page);
  // Far below the fold, the deletion loads as the member scrolls down to it (issue 14).
  await page.getByRole('heading', { name: 'Delete account' }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Before you go' })).toBeVisible();
  await expect(dialog.getByText(/% off your next credits with code STAY-/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue deleting' }).click();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/account-deleted\?until=/);
  const until = new Date(decodeURIComponent(new URL(page.url()).searchParams.get('until')!));
  const days = (until.getTime() - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(13.99);
  expect(days).toBeLessThan(14.01);
  await expect(page.getByText(`${until.getFullYear()}`, { exact: false }).first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  const exported = JSON.parse(
    await (await file.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString('utf8')),
  );
  expect(JSON.stringify(exported)).toContain(member.email);

  await page.goto('/login');
  await logIn(page, member.email, PASSWORD);
  await expect(page.getByText('This account has been deleted.', { exact: false })).toBeVisible();

  const mail = await readMail(page, member.email, 'reactivation');
  await page.goto(mailLink(mail, '/api/reactivate.php'));
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('button', { name: 'Account of Ines' })).toBeVisible();
  expect(consoleErrors.filter((error) => !/status of 403/.test(error))).toEqual([]);
});

test("a visitor's action that needs login opens the signup modal with its reason", async ({ page, consoleErrors }) => {
  await page.goto('/likes');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Liking profiles is for members only.')).toBeVisible();
  // Not in progress yet: Escape closes it; the page offers sign-up and login that come back here.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute('href', '/login?returnTo=%2Flikes');

  // Once a visitor types, neither Escape nor the backdrop closes it.
  await page.goto('/chats/7');
  await page.getByRole('link', { name: 'Sign up free' }).click();
  await expect(page).toHaveURL(/\/signup\?returnTo=%2Fchats%2F7$/);
  await page.goto('/profile');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email address').fill('typing@example.com');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel sign-up and close' }).click();
  await expect(dialog).toBeHidden();
  expect(consoleErrors).toEqual([]);
});
