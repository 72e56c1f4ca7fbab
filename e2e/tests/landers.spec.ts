import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { CAMPAIGN_LANDER_TYPES, type LanderAnswer } from '@app/shared/contract/landers';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { PASSWORD } from '../support/members';
import { apiInPage, nlSiteUse } from '../support/country-site';

/**
 * The landers (issue 15) on the Dutch site, in English (the locale cookie): every lander and member
 * landing shows real members and the disclosure on a phone and a desktop; a visitor from an affiliate
 * network signs up on a lander and the network hears of it; a sign-up about a member ends in the chat.
 */
test.use({ ...nlSiteUse(), locale: 'en-GB' });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }]);
});

/** The members of a Dutch lander, as the server answers them. */
async function landerOf(page: Page, type: string): Promise<LanderAnswer> {
  const answer = await apiInPage<LanderAnswer>(page, `/api/lander.php?type=${type}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

/** A page of the site fetched from inside the browser (the test's Node side cannot resolve the site's domain); with `form`, posted. */
async function pageText(page: Page, path: string, form?: Record<string, string>): Promise<string> {
  return page.evaluate(
    async ({ path, form }) => {
      const response = await fetch(path, form ? { method: 'POST', body: new URLSearchParams(form) } : {});
      return response.text();
    },
    { path, form },
  );
}

/** Fills the lander's own sign-up and sends it. */
async function signUpOnLander(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase()}.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Create my free account' }) });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Display name').fill(name);
  await form.getByLabel('Date of birth').fill('1991-06-02');
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel('I am').selectOption('male');
  await form.getByLabel('Looking for').selectOption('women');
  await form.getByRole('button', { name: 'Create my free account' }).click();
  return email;
}

/** Goes through /complete-signup, skipping what can be skipped, until it leads elsewhere. */
async function completeSignup(page: Page, lastButton: string): Promise<void> {
  await expect(page).toHaveURL(/\/complete-signup$/);
  for (let step = 0; step < 8 && new URL(page.url()).pathname === '/complete-signup'; step += 1) {
    const last = page.getByRole('button', { name: lastButton, exact: true });
    const onwards = page.getByRole('button', { name: /^(Skip|Next)$/ }).last();
    await expect(last.or(onwards).first()).toBeVisible();
    if (await last.isVisible()) {
      await last.click();
      break;
    }
    const heading = await page.locator('main h2, main h1').last().textContent();
    if (heading === 'Where you live') {
      // The one step that cannot be skipped: a region of the country.
      await page.getByLabel('Country').selectOption('NL');
      const region = page.getByLabel('Region');
      await expect(region.locator('option', { hasText: 'Utrecht' })).toHaveCount(1);
      await region.selectOption({ label: 'Utrecht' });
    }
    await onwards.click();
    await expect(page.locator('main h2, main h1').last()).not.toHaveText(heading ?? '');
  }
  await expect(page).not.toHaveURL(/\/complete-signup$/);
}

test('every lander and member landing shows members and the disclosure, on a phone and a desktop', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await page.goto('/landers/gallery');
  const gallery = await landerOf(page, 'gallery');
  expect(gallery.has_fictional).toBe(true);
  const member = gallery.members[0]!;
  const pages = [
    '/landers/tinderswipe',
    ...CAMPAIGN_LANDER_TYPES.map((type) => `/landers/${type}`),
    `/members/${member.id}/landing`,
    `/members/${member.id}/landing2/summer`,
    `/members/${member.id}/landing3`,
  ];
  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of pages) {
      await page.goto(path);
      const design = page.locator('[data-remote="mf_landers"] [data-design]').first();
      await expect(design, path).toBeVisible();
      await expect(page.locator('main h1').first(), path).toBeVisible();
      // Real members: photos from the member pool, and the fictional disclosure before the sign-up.
      const photos = page.locator(`main img[src*="/photos/"]`);
      await expect.poll(() => photos.count(), { message: path }).toBeGreaterThan(0);
      if (!path.startsWith('/members/')) {
        const disclosure = page.getByTestId('fictional-disclosure');
        await expect(disclosure, path).toHaveCount(1);
        await expect(disclosure, path).toContainText('fictional');
      }
      // Where the sign-up shows at once (the swipe demo and the question flow lead to it), it comes after the disclosure.
      const signup = page.getByRole('button', { name: 'Create my free account' });
      if (!path.startsWith('/members/') && (await signup.count()) > 0) {
        const disclosure = page.getByTestId('fictional-disclosure');
        const [disclosureTop, signupTop] = await Promise.all([
          disclosure.evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
          signup.evaluate((element) => element.getBoundingClientRect().top + window.scrollY),
        ]);
        expect(disclosureTop, `${path}: the disclosure comes before the sign-up`).toBeLessThan(signupTop);
      }
      expect(await axeViolations(page), `${path} at ${viewport.width} px`).toEqual([]);
    }
  }
  expect(consoleErrors).toEqual([]);
});

test('a visitor from a network swipes, signs up on the lander, and the network hears of the sign-up', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  // The network's server, on loopback: it records every postback it gets.
  const postbacks: URL[] = [];
  const receiver = http.createServer((request, response) => {
    postbacks.push(new URL(request.url ?? '/', 'http://receiver'));
    response.end('ok');
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  const network = `n1-${Math.random().toString(36).slice(2, 8)}`;
  try {
    const template = `http://127.0.0.1:${port}/pb?click={ref}&id={conversion_id}&event={event}&sub1={sub1}`;
    await page.goto('/landers/gallery');
    const saved = await pageText(page, '/dev/affiliates/networks', { name: network, postback_url: template });
    expect(saved).toContain(`<td>${network}</td>`);

    await page.goto(`/landers/tinderswipe?network=${network}&ref=abc&sub1=x`);
    const card = page.locator('[data-design="tinderswipe"]');
    await expect(card.getByRole('button', { name: 'Like' })).toBeVisible();
    await card.getByRole('button', { name: 'Like' }).click();
    await card.getByRole('button', { name: 'Pass' }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText('This demo has not sent your likes to anyone.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('fictional-disclosure')).toBeVisible();

    await signUpOnLander(page, 'Ruben');
    await completeSignup(page, 'To my matches');

    // The tracking record is the member's, and the sign-up's postback reached the network with its click id.
    await expect
      .poll(() => postbacks.filter((url) => url.searchParams.get('event') === 'signup').length, { timeout: 30_000 })
      .toBe(1);
    const postback = postbacks.find((url) => url.searchParams.get('event') === 'signup')!;
    expect(postback.pathname).toBe('/pb');
    expect(postback.searchParams.get('click')).toBe('abc');
    expect(postback.searchParams.get('sub1')).toBe('x');
    expect(postback.searchParams.get('id')).toMatch(/\S/);
    const devPage = await pageText(page, '/dev/affiliates');
    // The landing, with the member it was attached to at sign-up.
    expect(devPage).toMatch(
      new RegExp(
        `<td>${network}</td><td>abc</td><td>x</td><td></td><td></td><td></td>` +
          '<td><code>/landers/tinderswipe</code></td><td>\\d+</td></tr>',
      ),
    );
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
  expect(consoleErrors).toEqual([]);
});

test('a sign-up about a member ends in the chat with that member', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await page.goto('/landers/gallery');
  const member = (await landerOf(page, 'gallery')).members.find((candidate) => candidate.gender === 'female')!;
  await page.goto(`/members/${member.id}/landing`);
  await expect(page.getByRole('heading', { name: new RegExp(member.name) }).first()).toBeVisible();
  await page.goto(`/members/${member.id}/signup`);
  await signUpOnLander(page, 'Daan');
  await completeSignup(page, 'Continue');
  await expect(page).toHaveURL(new RegExp(`/members/${member.id}/chat$`));
  await expect(page.getByText(member.name).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
