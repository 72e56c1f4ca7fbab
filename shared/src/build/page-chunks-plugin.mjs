import fs from 'node:fs';
import path from 'node:path';

export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/**
 * Writes `page-chunks.json` beside a remote's entry: for each page chunk (named `page-<page>` by a
 * magic comment in the remote's `routes.tsx`) the scripts and stylesheets it needs, and each language's catalogue
 * chunk (`locale-<lang>`), the other named chunk groups (the shell's `bootstrap`), the shared
 * modules each named group consumes (ADR 0021) and the chunks of the container's own copy of each
 * shared module it provides (ADR 0025). The server reads it to preload the first page's scripts from the HTML, so
 * the browser fetches them in parallel instead of one after another (ADR 0019).
 */
export class PageChunksPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('PageChunksPlugin', (stats) => {
      const json = stats.toJson({
        all: false,
        chunkGroups: true,
        namedChunkGroups: true,
        chunks: true,
        chunkModules: true,
        // Every module of a chunk: the stats otherwise hide the modules other modules depend on (a
        // consumed shared module among them) and list only the first few, so a page's consumed shared
        // module could go unseen and its copy load one step late.
        chunkModulesSpace: 100_000,
        dependentModules: true,
        ids: true,
        chunkOrigins: true,
      });
      // A chunk's script and stylesheet (a page may have its own CSS).
      const filesOf = new Map(
        (json.chunks ?? []).map((chunk) => [chunk.id, (chunk.files ?? []).filter((file) => /\.(js|css)$/.test(file))]),
      );
      // The shared modules a chunk consumes (`@app/shared/stores/tracking`...): where the host does
      // not provide one, the remote's own copy is fetched when the chunk runs.
      const consumesOf = new Map(
        (json.chunks ?? []).map((chunk) => [
          chunk.id,
          (chunk.modules ?? []).flatMap((module) => {
            if (module.moduleType !== 'consume-shared-module') return [];
            const name = /^consume shared module \([^)]*\) (\S+)@/.exec(module.name ?? '')?.[1];
            return name ? [name] : [];
          }),
        ]),
      );
      /** @type {Record<string, string[]>} */
      const pages = {};
      /** @type {Record<string, string[]>} */
      const groups = {};
      /** @type {Record<string, string[]>} */
      const consumes = {};
      for (const [name, group] of Object.entries(json.namedChunkGroups ?? {})) {
        const files = (group.chunks ?? []).flatMap((id) => filesOf.get(id) ?? []);
        if (name.startsWith('page-')) pages[name.slice('page-'.length)] = files;
        else groups[name] = files;
        const shared = [...new Set((group.chunks ?? []).flatMap((id) => consumesOf.get(id) ?? []))].sort();
        if (shared.length > 0) consumes[name] = shared;
      }
      // The chunks of this container's own copy of each shared module it provides (the chunks whose
      // origin is the module's provider). The manifest lists those and the consumer's fallback copy
      // together; where the shell does not provide a module, the container's own provided copy is the
      // one a page runs, so those are the chunks to preload (ADR 0025).
      /** @type {Record<string, string[]>} */
      const provides = {};
      for (const chunk of json.chunks ?? []) {
        for (const origin of chunk.origins ?? []) {
          const name = /^provide shared module \([^)]*\) (\S+)@\S+ = /.exec(origin.moduleName ?? '')?.[1];
          if (name) provides[name] = [...new Set([...(provides[name] ?? []), ...(filesOf.get(chunk.id) ?? [])])];
        }
      }
      /** @type {Record<string, string>} */
      const locales = {};
      for (const chunk of json.chunks ?? []) {
        const name = chunk.names?.find((candidate) => candidate.startsWith('locale-'));
        const file = chunk.files?.find((candidate) => candidate.endsWith('.js'));
        if (name && file) locales[name.slice('locale-'.length)] = file;
      }
      const outputPath = stats.compilation.outputOptions.path ?? '';
      fs.writeFileSync(
        path.join(outputPath, PAGE_CHUNKS_FILE),
        `${JSON.stringify({ pages, locales, groups, consumes, provides }, null, 2)}\n`,
      );
    });
  }
}
