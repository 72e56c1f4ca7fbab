import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderShellPage } from './first-page';

const LIVE = '/remotes/mf-landers/1.0.0-live/';
const XMAS = '/remotes/mf-landers/1.0.0-xmas/';
const ROUTES = [
  { path: '/', page: 'home', layout: 'default' },
  { path: '/landers/gallery/:slug?', page: 'lander', layout: 'lander' },
  { path: '/landers/video/:slug?', page: 'lander', layout: 'lander' },
];
const REGISTRY = {
  remotes: [
    {
      name: 'mf_landers',
      package: 'mf-landers',
      version: '1.0.0-live',
      manifest: `${LIVE}mf-manifest.json`,
      routes: ROUTES,
      history: [],
    },
  ],
  campaigns: {
    'gallery/xmas': {
      remote: 'mf_landers',
      package: 'mf-landers',
      version: '1.0.0-xmas',
      manifest: `${XMAS}mf-manifest.json`,
      setAt: '2026-11-27T10:00:00.000Z',
    },
    // The plain form of ADR 0001: the remote's live release.
    video: 'mf_landers',
  },
  updatedAt: '2026-11-27T10:00:00.000Z',
};

const manifest = (chunk: string) =>
  JSON.stringify({ exposes: [{ name: 'routes', assets: { js: { sync: [chunk] } } }] });
const chunks = (release: string) =>
  JSON.stringify({
    pages: { lander: [`page-lander.${release}.js`] },
    groups: { 'design-gallery': [`design-gallery.${release}.js`], 'design-video': [`design-video.${release}.js`] },
    locales: {},
  });

describe("the first page of a campaign's lander (ADR 0023)", () => {
  let site: string;
  const scripts = async (pathname: string) => {
    const page = await renderShellPage(site, { pathname, cookies: {}, acceptLanguage: 'en', domainLanguage: 'en' });
    return [...page!.html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]);
  };

  beforeAll(async () => {
    site = await fs.mkdtemp(path.join(os.tmpdir(), 'first-page-campaign-'));
    const files: Record<string, string> = {
      'shell/index.html': '<!doctype html><html><head></head><body></body></html>',
      'remotes.json': JSON.stringify(REGISTRY),
      [`${LIVE}mf-manifest.json`]: manifest('routes.live.js'),
      [`${LIVE}page-chunks.json`]: chunks('live'),
      [`${XMAS}mf-manifest.json`]: manifest('routes.xmas.js'),
      [`${XMAS}page-chunks.json`]: chunks('xmas'),
    };
    for (const [file, text] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await fs.writeFile(path.join(site, file), text);
    }
  });

  afterAll(async () => {
    await fs.rm(site, { recursive: true, force: true });
  });

  it("preloads the campaign release's entry and chunks on its lander", async () => {
    expect(await scripts('/landers/gallery/xmas')).toEqual([
      `${XMAS}remoteEntry.js`,
      `${XMAS}routes.xmas.js`,
      `${XMAS}page-lander.xmas.js`,
      `${XMAS}design-gallery.xmas.js`,
    ]);
  });

  it('preloads the live release everywhere else: the type without the slug, another slug, another type', async () => {
    const live = [`${LIVE}remoteEntry.js`, `${LIVE}routes.live.js`, `${LIVE}page-lander.live.js`];
    // With the lander type's design (ADR 0024).
    expect(await scripts('/landers/gallery')).toEqual([...live, `${LIVE}design-gallery.live.js`]);
    expect(await scripts('/landers/gallery/summer')).toEqual([...live, `${LIVE}design-gallery.live.js`]);
    expect(await scripts('/landers/video/xmas')).toEqual([...live, `${LIVE}design-video.live.js`]);
  });

  it('carries the campaign map inline as the registry has it', async () => {
    const page = await renderShellPage(site, {
      pathname: '/landers/gallery/xmas',
      cookies: {},
      acceptLanguage: 'en',
      domainLanguage: 'en',
    });
    const inline = /<script id="site-registry" type="application\/json">(.*?)<\/script>/.exec(page!.html);
    expect(JSON.parse(inline![1]!).campaigns).toEqual(REGISTRY.campaigns);
  });
});
