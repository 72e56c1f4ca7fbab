import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { serveAnchor } from './anchors/static-server';
import { benchSite, demoMemberId, sessionCookie } from './lighthouse-site';
import { figuresOf, runLighthouse, type LighthouseFigures } from './lighthouse-run';

/**
 * `pnpm bench lighthouse`: Lighthouse 12 (mobile, default simulated throttling) on the site's main
 * pages beside two anchors built and served in the same run: an empty React page and an empty
 * Module Federation host. Medians of RUNS runs; LCP and TBT also as ratios to the empty React page.
 */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** `BENCH_LIGHTHOUSE_ONLY=members`: only the pages whose label contains it (the anchors always run). */
const ONLY = process.env.BENCH_LIGHTHOUSE_ONLY;

interface Target {
  label: string;
  url: string;
  cookie?: string;
  /** A page of the site: set `localStorage.siteEntryWarningSkip` first, as e2e does. */
  site?: boolean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function mostFrequent(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '?';
}

async function buildAnchors(): Promise<string> {
  const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lighthouse-anchors-'));
  const build = spawnSync(process.execPath, [path.join(import.meta.dirname, 'anchors/build.mjs'), outDir], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('anchor build failed');
  return outDir;
}

function printTable(targets: Target[], results: Map<string, LighthouseFigures[]>): void {
  const pick = (label: string, key: keyof LighthouseFigures) =>
    median((results.get(label) ?? []).map((figures) => figures[key] as number));
  const base = targets[0]!.label;
  const ratio = (value: number, of: number) => (of > 0 ? `${(value / of).toFixed(1)}x` : '-');
  const row = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(30) : cell.padStart(8))).join(' ');
  console.log(`\n## Lighthouse 12, mobile, simulated throttling (median of ${RUNS})`);
  console.log(
    row(['page', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'a11y', 'JS KiB', 'scripts', 'requests', 'LCP/x', 'TBT/x']),
  );
  for (const { label } of targets) {
    const runs = results.get(label)?.length ?? 0;
    console.log(
      row([
        runs < RUNS ? `${label} (${runs} runs)` : label,
        String(pick(label, 'performance')),
        pick(label, 'lcpMs').toFixed(0),
        pick(label, 'tbtMs').toFixed(0),
        pick(label, 'cls').toFixed(3),
        String(pick(label, 'accessibility')),
        pick(label, 'scriptKiB').toFixed(1),
        String(pick(label, 'scripts')),
        String(pick(label, 'requests')),
        ratio(pick(label, 'lcpMs'), pick(base, 'lcpMs')),
        ratio(pick(label, 'tbtMs'), pick(base, 'tbtMs')),
      ]),
    );
  }
  console.log(`LCP/x and TBT/x: ratio to "${base}" (- where its median is 0).`);
  console.log('\n## LCP element and layout shifts (Lighthouse audits largest-contentful-paint-element, layout-shifts)');
  for (const { label } of targets) {
    const runs = results.get(label) ?? [];
    console.log(`${label}: LCP ${mostFrequent(runs.map((figures) => figures.lcpElement))}`);
    const shifts = runs.at(-1)?.layoutShifts ?? [];
    for (const shift of shifts) console.log(`  shift ${shift}`);
  }
}

export async function lighthouseBench(): Promise<void> {
  const anchorsDir = await buildAnchors();
  const react = await serveAnchor(path.join(anchorsDir, 'react'));
  const federation = await serveAnchor(path.join(anchorsDir, 'federation'));
  const site = await benchSite();
  const reportDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lighthouse-reports-'));
  try {
    const cookie = await sessionCookie(site.baseUrl);
    const memberId = await demoMemberId(site.baseUrl);
    const allTargets: Target[] = [
      { label: 'anchor: empty React page', url: react.url },
      { label: 'anchor: empty MF host', url: federation.url },
      // The gallery lander: a visitor's lander runs the landers' first-visit page (ADR 0036).
      ...['/', '/landers/gallery/summer', '/login', '/pricing', `/members/${memberId}`].map((page) => ({
        label: page,
        url: site.baseUrl + page,
        site: true,
      })),
      { label: '/members (logged in)', url: `${site.baseUrl}/members`, cookie, site: true },
      { label: '/chats (logged in)', url: `${site.baseUrl}/chats`, cookie, site: true },
    ];
    const targets = allTargets.filter(
      (target) => !ONLY || target.label.startsWith('anchor') || target.label.includes(ONLY),
    );
    console.log(
      `\nLighthouse against ${site.baseUrl}, ${targets.length} pages x ${RUNS} runs; reports in ${reportDir}`,
    );
    const results = new Map<string, LighthouseFigures[]>();
    // Round by round, so that a busy moment of the machine spreads over every page.
    for (let run = 1; run <= RUNS; run += 1) {
      for (const [index, target] of targets.entries()) {
        const started = Date.now();
        try {
          const lhr = await runLighthouse(target.url, { cookie: target.cookie, siteEntryWarningSkip: target.site });
          await fs.writeFile(path.join(reportDir, `${index}-run${run}.json`), JSON.stringify(lhr));
          const figures = figuresOf(lhr);
          results.set(target.label, [...(results.get(target.label) ?? []), figures]);
          console.log(
            `run ${run} ${target.label}: perf ${figures.performance}, LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`,
          );
        } catch (error) {
          console.log(`run ${run} ${target.label}: failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    printTable(targets, results);
  } finally {
    await site.close();
    await react.close();
    await federation.close();
    await fs.rm(anchorsDir, { recursive: true, force: true });
  }
}
