import { expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mailLink, readMail } from './mail';

/**
 * Confirms a member's email address by the link of the activation mail, as the member would: until
 * then the member's profile is disabled and nobody else sees it (ADR 0011).
 */
export async function confirmByMail(page: Page, email: string): Promise<void> {
  const mail = await readMail(page, email, 'activation');
  const answer = await page.request.get(mailLink(mail, '/api/activate.php'), { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).not.toMatch(/error/);
  const me = await (await page.request.get('/api/user.php')).json();
  expect(me.user.profile.status).toBe('active');
}

/** A page of its own browser context (another member beside the test's page), recording its console errors. */
export async function secondPage(
  browser: Browser,
  baseURL: string | undefined,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => localStorage.setItem('siteEntryWarningSkip', '1'));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

/** The logged-in member's own profile id. */
export async function ownProfileId(page: Page): Promise<number> {
  const me = await (await page.request.get('/api/user.php')).json();
  return me.user.profile.id as number;
}

/** Uploads a plain photo of one colour (POST /api/photos.php, the raw image as the body) for the page's member. */
export async function uploadPhotoByApi(page: Page, colour: { r: number; g: number; b: number }): Promise<void> {
  const photo = await sharp({ create: { width: 900, height: 900, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  const answer = await page.request.post('/api/photos.php', { data: photo, headers: { 'content-type': 'image/jpeg' } });
  expect(answer.status()).toBeLessThan(300);
}
