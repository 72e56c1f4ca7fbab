// `pnpm --filter <remote> dev`: the remote alone in its standalone harness, rebuilt on change, with
// /api proxied to a running server (API_URL, default http://127.0.0.1:3000).
import path from 'node:path';
import { rspack } from '@rspack/core';
import { RspackDevServer } from '@rspack/dev-server';

const pkg = process.argv[2];
if (!pkg) {
  console.error('usage: node dev-server.mjs <package>');
  process.exit(1);
}
process.env.NODE_ENV = 'development';
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const config = (await import(path.join(repoRoot, pkg, 'rspack.config.mjs'))).default;
const server = new RspackDevServer(config.devServer ?? {}, rspack(config));
await server.start();
console.log(`${pkg} runs alone on http://localhost:${config.devServer?.port}`);
