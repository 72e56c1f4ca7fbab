import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Registry } from '@app/shared/contract';

export interface SiteWeight {
  shellInitialJsGzip: number;
  shellCssGzip: number;
  remotes: Array<{ name: string; entryGzip: number; routesChunkGzip: number }>;
}

async function gzipSize(file: string): Promise<number> {
  return gzipSync(await fs.readFile(file), { level: 9 }).length;
}

/**
 * The weight of the published site: the shell's initial JavaScript (main.js and its bootstrap chunk),
 * its stylesheet, and each remote's entry (`remoteEntry.js`) and exposed `./routes` chunk, gzipped.
 */
export async function measureSiteWeight(siteDir: string): Promise<SiteWeight> {
  const html = await fs.readFile(path.join(siteDir, 'shell/index.html'), 'utf8');
  // What every first visit loads of the shell: the scripts index.html names, and the bootstrap chunk
  // the server preloads (page-chunks.json, ADR 0019). Texts and remotes come on top.
  const pageChunks = JSON.parse(await fs.readFile(path.join(siteDir, 'shell/page-chunks.json'), 'utf8')) as {
    groups: Record<string, string[]>;
  };
  const scripts = [
    ...[...html.matchAll(/src="\/shell\/([^"]+\.js)"/g)].map((match) => match[1]!),
    ...(pageChunks.groups.bootstrap ?? []),
  ];
  const styles = [...html.matchAll(/href="\/shell\/([^"]+\.css)"/g)].map((match) => match[1]!);
  let shellInitialJsGzip = 0;
  for (const script of scripts) shellInitialJsGzip += await gzipSize(path.join(siteDir, 'shell', script));
  let shellCssGzip = 0;
  for (const style of styles) shellCssGzip += await gzipSize(path.join(siteDir, 'shell', style));
  const registry = JSON.parse(await fs.readFile(path.join(siteDir, 'remotes.json'), 'utf8')) as Registry;
  const remotes = [];
  for (const remote of registry.remotes) {
    const folder = path.join(siteDir, 'remotes', remote.package, remote.version);
    const files = await fs.readdir(folder);
    const routesChunk = files.find((file) => file.startsWith('__federation_expose_routes') && file.endsWith('.js'));
    remotes.push({
      name: remote.package,
      entryGzip: await gzipSize(path.join(folder, 'remoteEntry.js')),
      routesChunkGzip: routesChunk ? await gzipSize(path.join(folder, routesChunk)) : 0,
    });
  }
  return { shellInitialJsGzip, shellCssGzip, remotes };
}
