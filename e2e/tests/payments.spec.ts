import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test, waitForPage } from '../support/fixtures';
import { apiInPage, NL_DOMAIN, nlSiteUse, signUpOnCountrySite } from '../support/country-site';

test.use(nlSiteUse());

const composer = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
const messages = (page: Page) => page.getByRole('log');

async function send(page: Page, text: string): Promise<void> {
  await composer(page).fill(text);
  await composer(page).press('Enter');
  await expect(messages(page).getByText(text, { exact: true })).toBeVisible();
}

test('a free member out of free messages buys p1 with the welcome discount and iDEAL | Wero on the NL site; the result waits, completes by itself, every tab follows and the message goes out', async ({
  page,
  consoleErrors,
}) => {
  await signUpOnCountrySite(page, NL_DOMAIN, 'Ruben');
  const search = await apiInPage<{ profiles: Array<{ id: number }> }>(page, '/api/members.php');
  const other = search.body.profiles[0]!.id;

  // A second tab of the same member, on the members page: Get Premium in the nav.
  const secondTab = await page.context().newPage();
  await secondTab.goto('/members');
  await waitForPage(secondTab);
  await expect(secondTab.getByTestId('nav-get-premium')).toBeVisible();

  // Three free messages, then the fourth needs credits: "Buy credits".
  await page.goto(`/members/${other}/chat`);
  await waitForPage(page);
  for (const text of ['Hoi!', 'How are you?', 'Nice photos.']) await send(page, text);
  await composer(page).fill('Shall we meet for coffee?');
  await page.locator('form').getByRole('link', { name: 'Buy credits' }).click();

  // /credits: the welcome discount, p1 and iDEAL | Wero; the final price before the button.
  await expect(page).toHaveURL(/\/credits\?return=/);
  await waitForPage(page);
  await page.getByRole('button', { name: 'Use discount' }).click();
  await page.getByRole('radio', { name: /^Standard 50 credits/ }).check();
  await page.getByRole('radio', { name: /iDEAL \| Wero/ }).check();
  const pay = page.getByRole('button', { name: 'Pay now · €14.99' });
  await expect(pay).toBeVisible();
  await expect(page.getByText('Discount WELCOME25 (25%)')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await pay.click();

  // The sandbox's hosted page: the site, the amount, the method. The bank decides later ("Pending").
  await expect(page).toHaveURL(/\/dev\/sandbox-checkout\/sbx_/);
  const sandboxPage = page.url();
  await expect(page.getByText('€14.99')).toBeVisible();
  await expect(page.getByText('iDEAL | Wero')).toBeVisible();
  await page.getByRole('button', { name: 'Pending (decide later)' }).click();

  // Back on the site the page waits; when the bank says "Paid" (the sandbox calls back with the id
  // only), it completes by itself.
  await expect(page).toHaveURL(/\/credits\/\d+\/ideal\?order=\d+/);
  await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
  const bank = await page.context().newPage();
  await bank.goto(sandboxPage);
  await bank.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(bank).toHaveURL(/\/credits\/\d+\/ideal\?order=\d+/);
  await bank.close();
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('50 credits have been added to your account.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The other tab changed without a reload: Get Premium became the credits link.
  await expect(secondTab.getByTestId('nav-credits')).toBeVisible();
  await expect(secondTab.getByTestId('nav-get-premium')).toHaveCount(0);

  // Back to the chat: the text typed before buying is kept and goes out when the member confirms it,
  // charged once.
  await page.getByRole('link', { name: 'Back to where you were' }).click();
  await expect(page).toHaveURL(new RegExp(`/members/${other}/chat$`));
  await expect(composer(page)).toHaveValue('Shall we meet for coffee?');
  const offer = page.getByRole('group', { name: /Send your message now\?/ });
  await expect(offer).toContainText('1 credit');
  await offer.getByRole('button', { name: 'Send now' }).click();
  await expect(messages(page).getByText('Shall we meet for coffee?')).toBeVisible();
  await expect(composer(page)).toHaveValue('');
  await expect(messages(page).getByText('Not sent')).toHaveCount(0);
  const me = await apiInPage<{ user: { credits: number; paid_user: boolean } }>(page, '/api/user.php');
  await expect
    .poll(async () => (await apiInPage<{ user: { credits: number } }>(page, '/api/user.php')).body.user.credits)
    .toBe(49);
  expect(me.body.user.paid_user).toBe(true);
  expect(consoleErrors).toEqual([]);
});
