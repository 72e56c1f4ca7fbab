import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@app/shared/build/chromium';

export interface FirstLoad {
  path: string;
  requests: number;
  scripts: number;
  scriptBytes: number;
  totalBytes: number;
  /** Time from navigation start until the page's heading is in the document, in ms. */
  headingMs: number;
}

/** Loads a page in a fresh browser context and counts what the first visit fetches. */
export async function measureFirstLoad(baseUrl: string, path: string): Promise<FirstLoad> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext();
    // Skip the entry warning, and note in the page the moment the page's heading is in the document.
    await context.addInitScript({
      content: `localStorage.setItem('siteEntryWarningSkip', '1');
        new MutationObserver((_, observer) => {
          if (document.querySelector('main h1')) { window.__headingAt = performance.now(); observer.disconnect(); }
        }).observe(document, { childList: true, subtree: true });`,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const sizes = new Map<string, number>();
    const types = new Map<string, string>();
    cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
    await page.goto(baseUrl + path);
    await page.locator('main h1').first().waitFor();
    const headingMs = Math.round(
      await page.evaluate(() => (globalThis as unknown as { __headingAt: number }).__headingAt),
    );
    await page.waitForLoadState('networkidle');
    let scriptBytes = 0;
    let totalBytes = 0;
    for (const [id, type] of types) {
      const size = sizes.get(id) ?? 0;
      totalBytes += size;
      if (type === 'Script') scriptBytes += size;
    }
    const scripts = [...types.values()].filter((type) => type === 'Script').length;
    return { path, requests: types.size, scripts, scriptBytes, totalBytes, headingMs };
  } finally {
    await browser.close();
  }
}
