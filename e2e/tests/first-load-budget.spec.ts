import { RegistrySchema } from '@app/shared/contract';
import { expect, test } from '../support/fixtures';
import {
  budgetFailures,
  demoValues,
  firstLoadTable,
  inPool,
  measureFirstLoad,
  routeVisits,
} from '../support/first-load';

/** First visits measured at the same time, each in its own browser context. */
const CONCURRENT_VISITS = 4;

// A trace of some seventy browser contexts costs more than the visits; the failure names every script.
test.use({ trace: 'off' });

// Issue 14: JavaScript on a first visit of any route within its budget (support/first-load-budgets.ts).
// Bytes and script counts are exact, so this is a test, not a timing.
test('the first visit of every route in the registry stays within its JavaScript budget', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const answer = await request.get('/remotes.json');
  expect(answer.status()).toBe(200);
  const registry = RegistrySchema.parse(await answer.json());
  const demo = await demoValues(request);
  const visits = routeVisits(registry);
  expect(visits.length).toBeGreaterThan(0);

  const started = Date.now();
  const loads = await inPool(visits, CONCURRENT_VISITS, (visit) =>
    measureFirstLoad(browser, baseURL!, visit, demo, registry),
  );
  const table = firstLoadTable(loads);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`First visits, JavaScript as served (${loads.length} visits in ${seconds} s):\n${table}`);
  test.info().annotations.push({ type: 'first-load', description: table });

  const failures = budgetFailures(loads);
  expect(
    failures.length,
    `${failures.length} of ${loads.length} first visits over their JavaScript budget or not measured:\n\n` +
      failures.join('\n\n'),
  ).toBe(0);
});
