import type { Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@app/shared/build/chromium';

/**
 * The Dutch country site (amorelle.nl) of the site under test: Chromium resolves the domain to the
 * loopback address, so the server answers for that site (country NL, euros, iDEAL | Wero).
 */
export const NL_DOMAIN = 'amorelle.nl';

export function nlSiteUse() {
  const base = new URL(process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000');
  const origin = `http://${NL_DOMAIN}:${base.port}`;
  return {
    baseURL: origin,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        `--host-resolver-rules=MAP ${NL_DOMAIN} ${base.hostname}`,
        // The real site is served over HTTPS: a secure context (crypto.randomUUID, service worker).
        `--unsafely-treat-insecure-origin-as-secure=${origin}`,
      ],
    },
  };
}

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
