import fs from 'node:fs/promises';
import path from 'node:path';
import { axeViolations } from '../support/axe';
import { expect, test, waitForPage } from '../support/fixtures';
import { mailLink, readMail } from '../support/mail';
import { PASSWORD } from '../support/members';
import { hasGps, hasMetadata, photoWithGps } from '../support/photos';

const dataDir = () => process.env.E2E_DATA_DIR!;

test('a visitor signs up through every step, confirms the address by mail, logs out and in again', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const localPart = `maren.${Math.random().toString(36).slice(2, 10)}`;
  const email = `${localPart}@example.com`;
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Sign up for free' })).toBeVisible();

  // Account: the rules of spec section 5 in the form first.
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Display name').fill(localPart);
  await page.getByLabel('Date of birth').fill('2015-01-01');
  await page.getByLabel(/^Password/).fill('short');
  await page.getByRole('button', { name: 'Create my free account' }).click();
  await expect(page.getByText('Your name must not be the same as your email address.')).toBeVisible();
  await expect(page.getByText('You must be at least 18 years old to sign up.')).toBeVisible();
  await expect(page.getByText('Your password must be at least 8 characters long.')).toBeVisible();

  await page.getByLabel('Display name').fill('Maren');
  await page.getByLabel('Date of birth').fill('1990-04-12');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByText('a woman', { exact: true }).click();
  await page.getByText('men', { exact: true }).click();
  expect(await axeViolations(page)).toEqual([]);

  // The draft survives a reload.
  await page.reload();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Display name')).toHaveValue('Maren');
  await page.getByRole('button', { name: 'Create my free account' }).click();

  // Photo: a camera photo with GPS; the member is told the location is gone.
  await expect(page.getByRole('heading', { name: 'Your photo' })).toBeVisible();
  const photo = await photoWithGps();
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(/Your photo contained location data \(GPS\)\. We removed it/)).toBeVisible();
  await expect(page.getByText('Your photo has been saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Location: chosen by hand.
  await expect(page.getByRole('heading', { name: 'Where you live' })).toBeVisible();
  await page.getByLabel('Country').selectOption('NL');
  const region = page.getByLabel('Region');
  await expect(region.locator('option', { hasText: 'North Holland' })).toHaveCount(1);
  await region.selectOption({ label: 'North Holland' });
  await page.getByLabel('City or town (optional)').fill('Haarlem');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Personal info: the site's visible profile fields.
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();
  await page.getByLabel('Hair colour').selectOption({ label: 'Auburn' });
  await page.getByLabel('Eye colour').selectOption({ label: 'Green' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // About me: interests and a greeting.
  await expect(page.getByRole('heading', { name: 'Interests and introduction' })).toBeVisible();
  const firstInterest = page.locator('form button[aria-pressed="false"]').first();
  await firstInterest.click();
  await expect(page.locator('form button[aria-pressed="true"]')).toHaveCount(1);
  await page.getByLabel('Your greeting to new matches').fill('Hoi! Zin in een wandeling langs het strand?');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  // Push opt-in (this headless browser cannot subscribe), then the email check.
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await page
    .getByRole('button', { name: /^(Skip|Next)$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible();
  await expect(page.getByText(`We sent a mail to ${email}.`)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // What the server stored: no GPS, no metadata at all, in every size, on disk and as served.
  const profile = (await (await page.request.get('/api/profile.php')).json()).profile;
  expect(profile).toMatchObject({ city: 'Haarlem', country: 'NL', hair_colour: 'auburn', eye_colour: 'green' });
  expect(profile.interests).toHaveLength(1);
  expect(profile.signup_message).toBe('Hoi! Zin in een wandeling langs het strand?');
  expect(profile.photos).toHaveLength(1);
  const stored = profile.photos[0];
  const { settings } = await (await page.request.get('/api/settings.php')).json();
  for (const file of [stored.filename, stored.thumb_filename]) {
    const onDisk = await fs.readFile(path.join(dataDir(), 'media', file));
    const served = await (await page.request.get(`${settings.cdn_prefix}${file}`)).body();
    for (const image of [onDisk, served]) {
      expect(await hasGps(image)).toBe(false);
      expect(await hasMetadata(image)).toBe(false);
    }
  }
  const folder = path.join(dataDir(), 'media', path.dirname(stored.filename));
  for (const name of await fs.readdir(folder)) {
    expect(await hasGps(await fs.readFile(path.join(folder, name)))).toBe(false);
  }

  // The activation mail, in English, read from the outbox; its link confirms the address.
  const mail = await readMail(page, email, 'activation');
  const activation = mailLink(mail, '/api/activate.php');
  await page.goto(activation);
  await expect(page).toHaveURL(/\/activate\/done$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Maren! Your account is activated' })).toBeVisible();
  for (const card of ['Complete your profile', 'Get Premium', 'All members']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  expect((await (await page.request.get('/api/user.php')).json()).user.status).toBe('confirmed');
  await page.goto(activation);
  await expect(page).toHaveURL(/\/activate\/error$/);
  await expect(page.getByRole('heading', { name: 'Activation failed' })).toBeVisible();

  // Log out, log in again.
  await page.goto('/members');
  await waitForPage(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('button', { name: 'Account of Maren' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
  await nav.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/members$/);
  await expect(nav.getByRole('button', { name: 'Account of Maren' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
