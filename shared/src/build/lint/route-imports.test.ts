import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths';
import { importSpecifiers } from './feature-boundaries.mjs';
import { foreignModuleOf } from './module-boundaries.mjs';

/**
 * What a route file may import from another module: the request's context (who asks, on which site,
 * in which language, with which idempotency key), and the type of a dependency its plugin hands in.
 * Anything else a route needs from another module goes through its own module's service (issue 20,
 * `docs/architecture/server-modules.md`).
 */
const REQUEST_CONTEXT: Record<string, string[]> = {
  // Who asks: the session store, the signed-in member, the kind of client.
  auth: ['authenticate', 'requireUser', 'requestClientType', 'Sessions', 'CurrentUser'],
  // On which site and in which language.
  settings: ['resolveSite', 'siteById', 'requestLanguage'],
  // The type of `requestLanguage`'s answer.
  reference: ['RequestLanguage'],
  // The key a mutating request carries.
  idempotency: ['requireIdempotencyKey'],
  // The account mails the account plugin hands its routes (a type: the plugin creates nothing here).
  mail: ['AccountMails'],
};

const STATEMENT = /(?:import|export)\s+(?:type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/g;

/** The names a statement's clause imports (`{ a, type B, c as d }` gives a, B, c); `*` for a default or namespace import. */
function importedNames(clause: string): string[] {
  const named = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!named) return ['*'];
  return named[1]!
    .split(',')
    .map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
    )
    .filter((name) => name !== '');
}

/** Every import of another module by the route file `file` (relative to `root`) that is not request context. */
function routeBreaches(root: string, file: string, text: string): string[] {
  const at = path.join(root, file);
  const breaches: string[] = [];
  const read = new Set<string>();
  for (const [, clause, specifier] of text.matchAll(STATEMENT)) {
    read.add(specifier!);
    const foreign = foreignModuleOf(at, specifier!);
    if (!foreign) continue;
    const allowed = REQUEST_CONTEXT[foreign.to] ?? [];
    for (const name of importedNames(clause!)) {
      if (!allowed.includes(name)) breaches.push(`${file} imports ${name} from ${foreign.to}`);
    }
  }
  // A dynamic or side-effect import of another module: nothing here to allow.
  for (const specifier of importSpecifiers(text)) {
    if (!read.has(specifier) && foreignModuleOf(at, specifier)) breaches.push(`${file} loads ${specifier}`);
  }
  return breaches;
}

/** The route files of the modules, without the files lint-rules.test.ts plants for a moment. */
function routeFiles(root: string): string[] {
  const base = path.join(root, 'api/src/modules');
  return fs
    .readdirSync(base, { recursive: true })
    .map((entry) => path.join('api/src/modules', String(entry)).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.routes.ts') && !/\/planted-\d+\./.test(file));
}

describe('a route file', () => {
  it('calls only its own module, with the request context of another module', () => {
    const files = routeFiles(repoRoot);
    expect(files.length).toBeGreaterThan(30);
    const breaches = files.flatMap((file) =>
      routeBreaches(repoRoot, file, fs.readFileSync(path.join(repoRoot, file), 'utf8')),
    );
    expect(breaches).toEqual([]);
  });

  it('is read import by import, named imports, type-only ones and dynamic imports included', () => {
    const file = 'api/src/modules/chat/planted.routes.ts';
    const text = [
      "import { requireUser, type CurrentUser } from '../auth';",
      "import {\n  resolveSite,\n  loadSite as site,\n} from '../settings';",
      "import type { Sessions } from '../auth';",
      "import { sendMessage } from './message.service';",
      "import { docs } from '../../http/openapi';",
      "import media from '../media';",
      "const later = () => import('../users');",
    ].join('\n');
    expect(routeBreaches(repoRoot, file, text)).toEqual([
      `${file} imports loadSite from settings`,
      `${file} imports * from media`,
      `${file} loads ../users`,
    ]);
  });
});
