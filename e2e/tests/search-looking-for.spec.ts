import { expect, test, waitForPage } from '../support/fixtures';
import { PASSWORD, uniqueEmail } from '../support/members';

test('a man looking for women starts his search at women and can change it to men and women', async ({
  page,
  consoleErrors,
}) => {
  const signup = await page.request.post('/api/signup.php', {
    data: {
      email: uniqueEmail('e2e-seeking'),
      name: 'Jonas',
      date_of_birth: '1990-04-02',
      password: PASSWORD,
      gender: 'male',
      sexuality: 'hetero',
    },
  });
  expect(signup.status()).toBe(201);
  await page.goto('/members');
  await waitForPage(page);
  const filters = page.getByRole('form', { name: 'Search filters' });
  await expect(filters.getByLabel('Looking for')).toHaveValue('female');
  const start = (await (await page.request.get('/api/members.php?gender=female')).json()) as { total: number };
  await expect(page.locator('#search-results-heading')).toHaveText(`${start.total} members found`);

  await filters.getByLabel('Looking for').selectOption({ label: 'Men and women' });
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/members\?gender=$/);
  await expect(filters.getByLabel('Looking for')).toHaveValue('');
  const everyone = (await (await page.request.get('/api/members.php?gender=')).json()) as { total: number };
  expect(everyone.total).toBeGreaterThan(start.total);
  await expect(page.locator('#search-results-heading')).toHaveText(`${everyone.total} members found`);
  expect(consoleErrors).toEqual([]);
});
