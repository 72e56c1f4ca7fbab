import { expect, type Page } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './members';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@app/shared/build/chromium';

/** The Dutch country site (country NL, euros, iDEAL | Wero). */
export const NL_DOMAIN = 'amorelle.nl';
/** The German country site (country DE, euros, SEPA direct debit). */
export const DE_DOMAIN = 'amorelle.de';

/**
 * A country site of the site under test (a domain of the demo's country sites): Chromium resolves
 * the domain to the loopback address, so the server answers for that site.
 */
export function countrySiteUse(domain: string) {
  const base = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
  const origin = `http://${domain}:${base.port}`;
  return {
    baseURL: origin,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        `--host-resolver-rules=MAP ${domain} ${base.hostname}`,
        // The real site is served over HTTPS: a secure context (crypto.randomUUID, service worker).
        `--unsafely-treat-insecure-origin-as-secure=${origin}`,
      ],
    },
  };
}

export const nlSiteUse = () => countrySiteUse(NL_DOMAIN);

/**
 * A call of the site's API from inside the page (the Node side cannot resolve the site's domain):
 * same origin, the page's cookies. Answers the status and the JSON body.
 */
export async function apiInPage<T = unknown>(
  page: Page,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, init }) => {
      const response = await fetch(path, {
        method: init.method ?? 'GET',
        headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, init },
  );
}

/**
 * A new man of a country site, signed up from inside the page (the Node side cannot resolve the
 * site's domain), reading the site in English; the page is then logged in.
 */
export async function signUpOnCountrySite(page: Page, domain: string, name: string): Promise<void> {
  await page.context().addCookies([{ name: 'locale', value: 'en', domain, path: '/' }]);
  await page.goto('/pages/terms');
  const signup = await apiInPage(page, '/api/signup.php', {
    method: 'POST',
    body: {
      email: uniqueEmail(name.toLowerCase()),
      name,
      date_of_birth: '1990-03-04',
      password: PASSWORD,
      gender: 'male',
      sexuality: 'hetero',
    },
  });
  expect(signup.status).toBe(201);
}
