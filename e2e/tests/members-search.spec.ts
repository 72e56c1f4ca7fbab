import { expect, test, waitForPage } from '../support/fixtures';
import { signUpByApi } from '../support/members';

test('a member searches with filters, pages the results, opens a profile and comes back to the same search', async ({
  page,
  consoleErrors,
}) => {
  await signUpByApi(page.request);
  await page.goto('/members');
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Search members' })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Search filters' });
  // The results' cards; similar members, shown after a short list, have their own section.
  const similar = page.locator('section[aria-labelledby="search-similar-heading"]');
  const cards = page.locator('[data-testid="member-card"]:not(section[aria-labelledby="search-similar-heading"] *)');
  const results = page.locator('#search-results-heading');

  // A narrow search: one country (the international site's pool holds every country, ADR 0009).
  await filters.getByLabel('Looking for').selectOption({ label: 'Men' });
  await filters.getByLabel('Country').selectOption({ label: 'Germany' });
  await filters.getByLabel('Age from').fill('25');
  await filters.getByLabel('Age to').fill('55');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/members\?gender=male&country=DE&min_age=25&max_age=55$/);
  const narrow = await (await page.request.get('/api/members.php?gender=male&country=DE&min_age=25&max_age=55')).json();
  expect(narrow.total).toBeGreaterThan(0);
  await expect(results).toHaveText(`${narrow.total} member${narrow.total === 1 ? '' : 's'} found`);
  await expect(cards).toHaveCount(narrow.profiles.length);
  await expect(cards.first()).toContainText('Germany');
  await expect(similar.getByTestId('member-card')).toHaveCount(narrow.similar.length);

  // Any country: more than a page, so the pager shows.
  await filters.getByLabel('Country').selectOption({ label: 'Any country' });
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/members\?gender=male&min_age=25&max_age=55$/);
  const wide = await (await page.request.get('/api/members.php?gender=male&min_age=25&max_age=55')).json();
  expect(wide.pages).toBeGreaterThan(1);
  await expect(results).toHaveText(`${wide.total} members found`);
  await expect(cards).toHaveCount(24);
  await expect(similar).toHaveCount(0);
  const pager = page.getByRole('navigation', { name: 'Result pages' });
  await expect(pager).toContainText(`Page 1 of ${wide.pages}`);
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/members\?gender=male&min_age=25&max_age=55&page=2$/);
  await expect(pager).toContainText(`Page 2 of ${wide.pages}`);
  const second = await (await page.request.get('/api/members.php?gender=male&min_age=25&max_age=55&page=2')).json();
  const first = second.profiles[0];
  const firstCard = cards.first().getByRole('link', { name: `${first.name}, ${first.age}` });
  await expect(firstCard).toBeVisible();

  await firstCard.click();
  await expect(page).toHaveURL(new RegExp(`/members/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${first.name}, ${first.age}`);

  await page.goBack();
  await expect(page).toHaveURL(/\/members\?gender=male&min_age=25&max_age=55&page=2$/);
  await expect(pager).toContainText(`Page 2 of ${wide.pages}`);
  await expect(filters.getByLabel('Looking for')).toHaveValue('male');
  await expect(filters.getByLabel('Country')).toHaveValue('');
  await expect(filters.getByLabel('Age from')).toHaveValue('25');
  await expect(filters.getByLabel('Age to')).toHaveValue('55');
  await expect(cards.first().getByRole('link', { name: `${first.name}, ${first.age}` })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
