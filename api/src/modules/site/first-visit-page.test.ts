import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '@app/shared/contract';
import { renderShellPage } from './first-page';

const LIVE = '/remotes/mf-landers/1.0.0-live/';
const OLD = '/remotes/mf-landers/1.0.0-old/';
const ROUTES = [
  { path: '/', page: 'home', layout: 'default' },
  { path: '/landers/gallery/:slug?', page: 'lander', layout: 'lander' },
  { path: '/members/:id/signup', page: 'signup', layout: 'empty' },
];
const release = (version: string, folder: string) => ({
  remote: 'mf_landers',
  package: 'mf-landers',
  version,
  manifest: `${folder}mf-manifest.json`,
  setAt: '2026-11-28T10:00:00.000Z',
});
const REGISTRY = {
  remotes: [{ ...release('1.0.0-live', LIVE), name: 'mf_landers', routes: ROUTES, history: [] }],
  // A campaign on a release built before first-visit pages.
  campaigns: { 'gallery/old': release('1.0.0-old', OLD) },
  updatedAt: '2026-11-28T10:00:00.000Z',
};
const SHELL_HTML =
  '<!doctype html><html><head><link href="/shell/main.s1.css" rel="stylesheet"></head>' +
  '<body><div id="root"></div><script defer src="/shell/main.s1.js"></script></body></html>';
const remoteChunks = (tag: string) =>
  JSON.stringify({
    pages: { lander: [`page-lander.${tag}.js`], home: [`page-home.${tag}.js`], signup: [`page-signup.${tag}.js`] },
    locales: {},
  });

async function writeSite(site: string): Promise<void> {
  const files: Record<string, string> = {
    'shell/index.html': SHELL_HTML,
    'shell/page-chunks.json': JSON.stringify({
      pages: {},
      locales: { en: 'locale-en.s1.js' },
      groups: { main: ['main.s1.css', 'main.s1.js'], bootstrap: ['bootstrap.s1.js'] },
    }),
    'remotes.json': JSON.stringify(REGISTRY),
    [`${LIVE}mf-manifest.json`]: '{}',
    [`${LIVE}page-chunks.json`]: remoteChunks('live'),
    [`${LIVE}first-visit/page-chunks.json`]: JSON.stringify({
      pages: {
        lander: ['page-lander.fv.js', 'page-lander.fv.css'],
        home: ['page-home.fv.js'],
        signup: ['page-signup.fv.js'],
      },
      groups: { 'first-visit': ['first-visit.fv.js'], 'design-gallery': ['design-gallery.fv.js'] },
      locales: { en: 'locale-en.fv.js' },
    }),
    [`${OLD}mf-manifest.json`]: '{}',
    [`${OLD}page-chunks.json`]: remoteChunks('old'),
  };
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await fs.writeFile(path.join(site, file), text);
  }
}

// Issue 15, ADR 0036: a visitor's first request of a lander gets its release's first-visit page.
describe("the first page of a visitor's lander", () => {
  let site: string;
  const page = async (pathname: string, cookies: Record<string, string> = {}) => {
    const shown = await renderShellPage(site, { pathname, cookies, acceptLanguage: 'en', domainLanguage: 'en' });
    const html = shown!.html;
    return {
      body: [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((match) => match[1]),
      preloads: [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`),
      registry: html.includes('id="site-registry"'),
      stylesheet: html.includes('<link href="/shell/main.s1.css" rel="stylesheet">'),
    };
  };

  beforeAll(async () => {
    site = await fs.mkdtemp(path.join(os.tmpdir(), 'first-visit-page-'));
    await writeSite(site);
  });

  afterAll(async () => {
    await fs.rm(site, { recursive: true, force: true });
  });

  it("runs the release's first-visit page instead of the shell, with the page's chunks, design and texts preloaded", async () => {
    const fv = `${LIVE}first-visit/`;
    expect(await page('/landers/gallery/summer')).toEqual({
      body: [`${fv}first-visit.fv.js`],
      preloads: [
        `script ${fv}first-visit.fv.js`,
        `script ${fv}page-lander.fv.js`,
        `style ${fv}page-lander.fv.css`,
        `script ${fv}design-gallery.fv.js`,
        `script ${fv}locale-en.fv.js`,
      ],
      registry: false,
      stylesheet: true,
    });
  });

  it("runs it on the visitors' home too, in the default layout", async () => {
    expect((await page('/')).body).toEqual([`${LIVE}first-visit/first-visit.fv.js`]);
  });

  it('serves the shell to a member, on a page of another layout, and on a release without a first-visit page', async () => {
    const shell = ['/shell/main.s1.js'];
    expect((await page('/', { [AUTH_COOKIE.name]: 'token' })).body).toEqual(shell);
    expect((await page('/members/7/signup')).body).toEqual(shell);
    expect((await page('/landers/gallery', { [AUTH_COOKIE.name]: 'token' })).body).toEqual(shell);
    const old = await page('/landers/gallery/old');
    expect(old.body).toEqual(shell);
    expect(old.registry).toBe(true);
    expect(old.preloads).toContain(`script ${OLD}page-lander.old.js`);
  });
});
