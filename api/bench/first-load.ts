import { chromium, devices } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@app/shared/build/chromium';

export interface FirstLoad {
  path: string;
  requests: number;
  scripts: number;
  scriptBytes: number;
  totalBytes: number;
  /** Time from navigation start until the page's heading is in the document, in ms. */
  headingMs: number;
  /** Time from navigation start until the first photo in the page's content has loaded, in ms (null: none). */
  firstPhotoMs: number | null;
}

export interface FirstLoadOptions {
  /** A phone's screen, touch and user agent (Playwright's Pixel 7 profile) instead of a desktop's. */
  phone?: boolean;
  /** Wait for the first photo in the page's content (landers and galleries). */
  photo?: boolean;
}

/** Notes in the page when its heading is in the document and when the first photo of `main` has loaded. */
const MARKS = `localStorage.setItem('siteEntryWarningSkip', '1');
  new MutationObserver((_, observer) => {
    if (document.querySelector('main h1')) { window.__headingAt = performance.now(); observer.disconnect(); }
  }).observe(document, { childList: true, subtree: true });
  document.addEventListener('load', (event) => {
    const target = event.target;
    if (window.__photoAt === undefined && target instanceof HTMLImageElement && target.closest('main')) {
      window.__photoAt = performance.now();
    }
  }, true);`;

/** Loads a page in a fresh browser context and counts what the first visit fetches. */
export async function measureFirstLoad(
  baseUrl: string,
  path: string,
  options: FirstLoadOptions = {},
): Promise<FirstLoad> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext(options.phone ? { ...devices['Pixel 7'] } : {});
    await context.addInitScript({ content: MARKS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const sizes = new Map<string, number>();
    const types = new Map<string, string>();
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
    await page.goto(baseUrl + path);
    await page.locator('main h1').first().waitFor();
    if (options.photo) await page.waitForFunction(() => (globalThis as { __photoAt?: number }).__photoAt !== undefined);
    const marks = await page.evaluate(() => {
      const { __headingAt, __photoAt } = globalThis as unknown as { __headingAt: number; __photoAt?: number };
      return { __headingAt, __photoAt };
    });
    await page.waitForLoadState('networkidle');
    let scriptBytes = 0;
    let totalBytes = 0;
    for (const [id, type] of types) {
      const size = sizes.get(id) ?? 0;
      totalBytes += size;
      if (type === 'Script') scriptBytes += size;
    }
    const scripts = [...types.values()].filter((type) => type === 'Script').length;
    return {
      path,
      requests: types.size,
      scripts,
      scriptBytes,
      totalBytes,
      headingMs: Math.round(marks.__headingAt),
      firstPhotoMs: marks.__photoAt === undefined ? null : Math.round(marks.__photoAt),
    };
  } finally {
    await browser.close();
  }
}
