import { expect, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { mailLink, readMail } from './mail';
import { signUpByApi } from './members';

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

/** The colours of the photos `confirmedMember` uploads, one per photo. */
const PHOTO_COLOURS = [
  { r: 200, g: 90, b: 120 },
  { r: 60, g: 120, b: 200 },
] as const;

/**
 * A member signed up in `page` with `photos` plain photos (one or two), confirmed by mail so others see
 * the profile; returns the email, name and profile id.
 */
export async function confirmedMember(
  page: Page,
  name: string,
  photos: 1 | 2 = 1,
): Promise<{ email: string; name: string; id: number }> {
  const member = await signUpByApi(page.request, { name });
  for (const colour of PHOTO_COLOURS.slice(0, photos)) await uploadPhotoByApi(page, colour);
  await confirmByMail(page, member.email);
  return { ...member, id: await ownProfileId(page) };
}
