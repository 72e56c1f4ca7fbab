import type { Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test, waitForPage } from '../support/fixtures';
import { signUpByApi } from '../support/members';
import { buyByApi } from '../support/purchases';

/** On /credits or a package's checkout: the package and method chosen, "Pay now", then the sandbox's outcome. */
async function payAndDecide(page: Page, method: RegExp, outcome: 'Failed' | 'Cancelled' | 'Expired') {
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await expect(page).toHaveURL(/\/dev\/sandbox-checkout\/sbx_/);
  await page.getByRole('button', { name: outcome, exact: true }).click();
  await expect(page).toHaveURL(/\/credits\/\d+\/\w+\?order=\d+/);
}

test('a failed and a cancelled payment add nothing and offer another method; a used code is refused; /transactions lists it all', async ({
  page,
  consoleErrors,
}) => {
  await signUpByApi(page.request, { name: 'Fenna' });
  await page.goto('/credits');
  await waitForPage(page);
  await page.getByRole('radio', { name: /^Starter 10 credits/ }).check();

  // Failed at the provider: what happened, nothing charged, another method.
  await payAndDecide(page, /Credit or debit card/, 'Failed');
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No credits were added and nothing was charged.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Try again with another method' }).click();

  // Cancelled (an expired payment reads the same): the same, with PayPal this time.
  await payAndDecide(page, /PayPal/, 'Expired');
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Try again with another method' }).click();
  await payAndDecide(page, /PayPal/, 'Cancelled');
  await expect(page.getByRole('heading', { name: 'Payment cancelled' })).toBeVisible({ timeout: 15_000 });
  const me = await (await page.request.get('/api/user.php')).json();
  expect(me.user).toMatchObject({ credits: 0, paid_user: false });

  // The welcome discount, used by a completed purchase, is refused when typed again.
  const code = await (await page.request.get('/api/discountcode.php?welcome=true')).json();
  expect(code.discount_code.code).toBe('WELCOME25');
  await buyByApi(page.request, { code: 'p0', country: 'CH', method: 'twint', discount: 'WELCOME25' });
  await page.goto('/credits');
  await waitForPage(page);
  await page.getByRole('textbox', { name: /discount code/i }).fill('welcome25');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This discount code has already been used.')).toBeVisible();

  // Every order, newest first, with its state; one opens with its history.
  await page.goto('/transactions');
  await waitForPage(page);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(5); // the header and four orders
  await expect(rows.nth(1)).toContainText('Completed');
  await expect(rows.nth(2)).toContainText('Cancelled');
  await expect(rows.nth(3)).toContainText('Expired');
  await expect(rows.nth(4)).toContainText('Failed');
  expect(await axeViolations(page)).toEqual([]);
  await rows.nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^Order A-\d{6}$/ })).toBeVisible();
  await expect(page.getByText('Discount WELCOME25')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(consoleErrors.filter((error) => !/status of 409/.test(error))).toEqual([]);
});
