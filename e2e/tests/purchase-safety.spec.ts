import { axeViolations } from '../support/axe';
import { expect, test, waitForPage } from '../support/fixtures';
import { signUpByApi } from '../support/members';
import { buyByApi } from '../support/purchases';

test('a member repeats an order in one confirmed click, withdraws from it and gets the receipt mail, then their own spending limit refuses the next purchase', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => localStorage.setItem('paymentCountry', 'NL'));
  const member = await signUpByApi(page.request);
  await buyByApi(page.request, { code: 'p0', country: 'NL', method: 'ideal' });

  // Repeat order: today's price before the button, one confirmation, the provider's page, completed.
  await page.goto('/credits/repeat-order');
  await waitForPage(page);
  await page.getByRole('button', { name: /^Buy again for €/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your purchase' });
  await expect(confirm).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Confirm purchase' }).dblclick();
  await expect(page).toHaveURL(/\/dev\/sandbox-checkout\/sbx_/);
  await page.getByRole('button', { name: 'Paid', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Payment completed' })).toBeVisible({ timeout: 15_000 });
  const orderId = Number(new URL(page.url()).searchParams.get('order'));
  const orders = (await (await page.request.get('/api/transactions.php')).json()).orders as unknown[];
  expect(orders).toHaveLength(2);

  // Withdrawal of the repeated order: the form, "Confirm withdrawal", the result and the mail.
  await page.goto(`/transactions/${orderId}`);
  await waitForPage(page);
  await page.getByRole('main').getByRole('link', { name: 'Withdraw from contract here' }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw from this purchase' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByRole('heading', { name: 'You have withdrawn from this purchase' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const outbox = await page.context().newPage();
  await outbox.goto('/dev/outbox');
  await expect(
    outbox
      .getByRole('row')
      .filter({ hasText: member.email })
      .filter({ hasText: /withdraw/i }),
  ).not.toHaveCount(0);
  await outbox.close();

  // The member's own monthly limit, lowered at once, refuses the next purchase with its reset date.
  await page.goto('/credits#spending');
  await page.getByLabel('Monthly spending limit').fill('1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const list = await (await page.request.get('/api/packages.php?country=NL')).json();
  const p0 = list.packages.find((pack: { code: string }) => pack.code === 'p0').id;
  await page.goto(`/credits/${p0}/ideal`);
  await waitForPage(page);
  await page.getByRole('button', { name: /^Pay now/ }).click();
  await expect(
    page.getByText('This purchase would go over your monthly spending limit.', { exact: false }),
  ).toBeVisible();
  expect(consoleErrors.filter((error) => !/status of 422/.test(error))).toEqual([]);
});
