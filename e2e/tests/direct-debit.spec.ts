import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test, waitForPage } from '../support/fixtures';
import { apiInPage, countrySiteUse, DE_DOMAIN, signUpOnCountrySite } from '../support/country-site';

test.use(countrySiteUse(DE_DOMAIN));

/** The newest SMS to `phone` (E.164) on the development outbox page, read as a person would. */
async function smsCodeFromOutbox(page: Page, phone: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  await outbox.getByRole('row').filter({ hasText: phone }).first().getByRole('link', { name: 'read' }).click();
  const text = await outbox.locator('pre').innerText();
  await outbox.close();
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the SMS: ${text}`);
  return code;
}

test('a member on the DE site signs a direct debit mandate with an SMS code (a wrong IBAN and a wrong code refused) and buys credits by debit at once', async ({
  page,
  consoleErrors,
}) => {
  await signUpOnCountrySite(page, DE_DOMAIN, 'Jonas');
  const list = await apiInPage<{ packages: Array<{ id: number; code: string }> }>(page, '/api/packages.php');
  const p0 = list.body.packages.find((pack) => pack.code === 'p0')!.id;

  // The checkout by direct debit first needs a mandate.
  await page.goto(`/credits/${p0}/directdebit`);
  await waitForPage(page);
  await page.getByRole('link', { name: 'Set up direct debit' }).click();
  await expect(page).toHaveURL(/\/directdebit\?return=/);
  await expect(page.getByRole('heading', { name: 'Your bank details' })).toBeVisible();

  const mobile = `0151 ${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`;
  const e164 = `+49${mobile.replace(/\D/g, '').slice(1)}`;
  await page.getByLabel('Account holder').fill('Jonas Müller');
  await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await page.getByLabel('Street').fill('Unter den Linden');
  await page.getByLabel('House number').fill('77');
  await page.getByLabel('Postal code').fill('10117');
  await page.getByLabel('Town or city').fill('Berlin');
  await page.getByLabel('Mobile number').fill(mobile);
  await page.getByRole('button', { name: 'Send code by SMS' }).click();
  await expect(page.getByText('check digits do not match', { exact: false })).toBeVisible();
  await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('IBAN').fill('DE89370400440532013000');
  await page.getByRole('button', { name: 'Send code by SMS' }).click();
  await expect(page.getByRole('heading', { name: 'Enter the code from the SMS' })).toBeVisible();
  const code = await smsCodeFromOutbox(page, e164);

  const wrong = code.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
  await page.getByLabel('SMS code').fill(wrong);
  await page.getByRole('button', { name: 'Confirm mandate' }).click();
  await expect(page.getByText('This SMS code is not valid.', { exact: false })).toBeVisible();
  await page.getByLabel('SMS code').fill(code);
  await page.getByRole('button', { name: 'Confirm mandate' }).click();

  // The signed mandate: the IBAN grouped in fours, a reference, the creditor and its identifier.
  await expect(page.getByRole('heading', { name: 'Your direct debit mandate' })).toBeVisible();
  await expect(page.getByText('DE89 3704 0044 0532 0130 00')).toBeVisible();
  await expect(page.getByText(/ZZZ/).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Back to the checkout: paying completes at once, the credits are there.
  await page.getByRole('link', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/credits/${p0}/directdebit$`));
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('10 credits have been added to your account.')).toBeVisible();
  const me = await apiInPage<{ user: { credits: number } }>(page, '/api/user.php');
  expect(me.body.user.credits).toBeGreaterThanOrEqual(10);
  expect(consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([]);
});
