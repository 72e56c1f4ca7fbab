// Builds packages with rspack on plain Node (see create-config.mjs): `node compile.mjs shell mf-chat`.
import path from 'node:path';
import { rspack } from '@rspack/core';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** @param {string[]} pkgs */
async function compile(pkgs) {
  const configs = await Promise.all(
    pkgs.map(async (pkg) => (await import(path.join(repoRoot, pkg, 'rspack.config.mjs'))).default),
  );
  const started = Date.now();
  /** @type {import('@rspack/core').Stats[]} */
  const stats = await new Promise((resolve, reject) => {
    rspack(configs, (error, result) => (error ? reject(error) : resolve(result?.stats ?? [])));
  });
  const failed = stats.filter((stat) => stat.hasErrors());
  for (const stat of failed) console.error(stat.toString({ all: false, errors: true, colors: false }));
  if (failed.length) throw new Error(`build failed: ${failed.length} of ${pkgs.length} packages`);
  console.log(`built ${pkgs.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

compile(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
