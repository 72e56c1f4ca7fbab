// Builds the anchors with rspack's JS API on plain Node (as shared/src/build/compile.mjs does: the
// federation plugin must not run under a TypeScript loader) and precompresses them with brotli like
// the site: `node build.mjs <out-dir>` writes <out-dir>/react and <out-dir>/federation.
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { rspack } from '@rspack/core';

export const ANCHORS = ['react', 'federation'];

/** @param {string} outDir */
async function build(outDir) {
  const configs = await Promise.all(
    ANCHORS.map(async (name) =>
      (await import(path.join(import.meta.dirname, name, 'rspack.config.mjs'))).default(path.join(outDir, name)),
    ),
  );
  /** @type {import('@rspack/core').Stats[]} */
  const stats = await new Promise((resolve, reject) => {
    rspack(configs, (error, result) => (error ? reject(error) : resolve(result?.stats ?? [])));
  });
  for (const stat of stats) {
    if (stat.hasErrors()) throw new Error(stat.toString({ all: false, errors: true, colors: false }));
  }
  for (const name of ANCHORS) {
    const dir = path.join(outDir, name);
    for (const file of await fs.readdir(dir)) {
      if (!/\.(js|html|css|json)$/.test(file)) continue;
      const content = await fs.readFile(path.join(dir, file));
      const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      await fs.writeFile(path.join(dir, `${file}.br`), br);
    }
  }
}

await build(process.argv[2] ?? 'anchors-dist');
