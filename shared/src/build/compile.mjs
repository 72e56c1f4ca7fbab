// Builds packages with rspack on plain Node (see create-config.mjs): `node compile.mjs shell mf-chat`.
import path from 'node:path';
import { rspack } from '@rspack/core';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** @param {string[]} pkgs */
async function compile(pkgs) {
  // A package's config, and a remote's first-visit page where it has one (ADR 0036).
  const configs = (
    await Promise.all(
      pkgs.map(async (pkg) => {
        const module = await import(path.join(repoRoot, pkg, 'rspack.config.mjs'));
        return module.firstVisit ? [module.default, module.firstVisit] : [module.default];
      }),
    )
  ).flat();
  const started = Date.now();
  /** @type {import('@rspack/core').Stats[]} */
  const stats = await new Promise((resolve, reject) => {
    rspack(configs, (error, result) => (error ? reject(error) : resolve(result?.stats ?? [])));
  });
  const failed = stats.filter((stat) => stat.hasErrors());
  for (const stat of failed) console.error(stat.toString({ all: false, errors: true, colors: false }));
  if (failed.length) throw new Error(`build failed: ${failed.length} of ${configs.length} configurations`);
  console.log(`built ${pkgs.join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

compile(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
