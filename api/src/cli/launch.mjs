// `pnpm start` on plain Node: runs the server compiled into plain JS (server-bundle.mjs), compiling it
// first when its sources changed since the last start; the TypeScript through tsx only if that fails.
// First: the server's V8 settings, before any of its code allocates (ADR 0046).
import './v8-tuning.mjs';
import module from 'node:module';
import { pathToFileURL } from 'node:url';
import { BUNDLE_SOURCES, buildBundle, builtEntry, sourceFingerprint } from './server-bundle.mjs';

// Node 22.1+: V8 keeps the compiled code of every module for the next start.
module.enableCompileCache?.(`${BUNDLE_SOURCES.cacheDir}-v8`);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The compiled entry and a line saying how it was found (or why there is none). */
async function compiledEntry() {
  const started = performance.now();
  try {
    const fingerprint = await sourceFingerprint();
    const entry = await builtEntry(fingerprint);
    const took = () => seconds(performance.now() - started);
    if (entry) return { entry, note: `server: compiled code ${fingerprint} up to date (${took()})` };
    const built = await buildBundle(fingerprint);
    return { entry: built, note: `server: compiled to plain JS, as ${fingerprint} (${took()})` };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { entry: null, note: `server: compiling failed (${reason}); running its TypeScript through tsx` };
  }
}

try {
  const { entry, note } = await compiledEntry();
  if (!entry) (await import('tsx/esm/api')).register();
  const { start, failed, fillDatabase, FILL_DATABASE_FLAG } = await import(
    entry ? pathToFileURL(entry).href : './start.ts'
  );
  // A first start's child that creates and fills the embedded database, then ends (ADR 0038).
  if (process.argv.includes(FILL_DATABASE_FLAG)) await fillDatabase().catch(failed);
  else await start([note]).catch(failed);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
