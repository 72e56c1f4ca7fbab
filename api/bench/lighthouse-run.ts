import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@app/shared/build/chromium';

/** What one Lighthouse run (mobile, default simulated throttling) tells about a page. */
export interface LighthouseFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  scriptKiB: number;
  scripts: number;
  requests: number;
  /** The LCP element and the biggest layout shifts, as Lighthouse names them. */
  lcpElement: string;
  layoutShifts: string[];
}

interface NodeDetails {
  nodeLabel?: string;
  selector?: string;
  snippet?: string;
}

function describeNode(node: NodeDetails | undefined): string {
  if (!node) return '?';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 50);
  return `${node.selector ?? node.snippet ?? '?'} "${label}"`;
}

/** The nodes a table audit lists (`largest-contentful-paint-element` nests tables in a list). */
function tableItems(audit: Result['audits'][string] | undefined): Array<Record<string, unknown>> {
  const details = audit?.details as { type?: string; items?: Array<Record<string, unknown>> } | undefined;
  if (!details?.items) return [];
  if (details.type === 'list')
    return details.items.flatMap((item) => (item.items as Array<Record<string, unknown>>) ?? []);
  return details.items;
}

export function figuresOf(lhr: Result): LighthouseFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = tableItems(lhr.audits['network-requests']) as Array<{
    resourceType?: string;
    transferSize?: number;
  }>;
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const lcpNode = tableItems(lhr.audits['largest-contentful-paint-element']).find((item) => item.node);
  const shifts = tableItems(lhr.audits['layout-shifts']) as Array<{ node?: NodeDetails; score?: number }>;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    scriptKiB: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
    scripts: scripts.length,
    requests: requests.length,
    lcpElement: describeNode(lcpNode?.node as NodeDetails | undefined),
    layoutShifts: shifts.slice(0, 3).map((shift) => `${(shift.score ?? 0).toFixed(3)} ${describeNode(shift.node)}`),
  };
}

/**
 * The site shows its 18+ entry warning to visitors without `localStorage.siteEntryWarningSkip`, as
 * e2e and `pnpm bench site` set it. Lighthouse's storage reset clears caches, service workers and
 * file systems of the origin but not its local storage, so the flag is set once in the fresh
 * browser, on a page of the origin that loads no script, before Lighthouse navigates.
 */
async function skipEntryWarning(port: number, origin: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/robots.txt', origin).href);
    await page.evaluate("localStorage.setItem('siteEntryWarningSkip', '1')");
    await page.close();
  } finally {
    await browser.close();
  }
}

/** One Lighthouse 12 run in a fresh Chromium (its own throwaway profile from chrome-launcher). */
export async function runLighthouse(
  url: string,
  options: { cookie?: string | undefined; siteEntryWarningSkip?: boolean | undefined } = {},
): Promise<Result> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
    logLevel: 'silent',
  });
  try {
    if (options.siteEntryWarningSkip) await skipEntryWarning(chrome.port, url);
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      ...(options.cookie ? { extraHeaders: { Cookie: options.cookie } } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message} (${url})`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}
