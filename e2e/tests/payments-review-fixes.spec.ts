import type { Locator } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test, waitForPage } from '../support/fixtures';
import { signUpByApi } from '../support/members';
import { buyByApi } from '../support/purchases';

/** The box of an element on the screen. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on the screen');
  return found;
}

test('the withdrawal’s Back reads as a button, a focused step heading draws no box, the direct debit address lines up', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('paymentCountry', 'DE'));
  await signUpByApi(page.request);
  await buyByApi(page.request, { code: 'p0', country: 'NL', method: 'ideal' });
  const orders = (await (await page.request.get('/api/transactions.php')).json()).orders as Array<{ id: number }>;

  // The confirm step after "Continue": its heading has the focus without an outline, Back is enabled
  // and drawn in the body's text colour (not the light pink that looked disabled).
  await page.goto(`/transactions/${orders[0]!.id}?withdraw=1`);
  await waitForPage(page);
  await page.keyboard.press('Tab'); // a keyboard user: Chromium shows focus rings for script focus then
  await page.getByRole('button', { name: 'Continue' }).press('Enter');
  const heading = page.getByRole('heading', { name: 'Confirm your withdrawal' });
  await expect(heading).toBeFocused();
  expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  const back = page.getByRole('button', { name: 'Back' });
  await expect(back).toBeEnabled();
  expect(await back.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(33, 37, 41)');
  expect(await axeViolations(page)).toEqual([]);
  await back.click();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();

  // The direct debit form: street beside house number, postal code beside city, in even halves whose
  // outer edges line up with the full-width IBAN field.
  await page.goto('/directdebit');
  await waitForPage(page);
  const iban = await box(page.getByLabel('IBAN'));
  const [street, house, zip, city] = await Promise.all(
    ['Street', 'House number', 'Postal code', 'Town or city'].map((label) => box(page.getByLabel(label))),
  );
  expect(Math.abs(street!.x - iban.x)).toBeLessThan(1);
  expect(Math.abs(zip!.x - iban.x)).toBeLessThan(1);
  expect(Math.abs(house!.x + house!.width - (iban.x + iban.width))).toBeLessThan(1);
  expect(Math.abs(city!.x + city!.width - (iban.x + iban.width))).toBeLessThan(1);
  expect(Math.abs(city!.width - street!.width)).toBeLessThan(1);
  expect(Math.abs(house!.x - city!.x)).toBeLessThan(1);
  expect(consoleErrors).toEqual([]);
});
