import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './paths';

/**
 * Each rule of `.oxlintrc.json` that keeps the front end's structure, shown failing on a planted file:
 * the test writes the file where the rule applies, runs oxlint on it, and deletes it again.
 */
function lintPlanted(relative: string, text: string): { status: number | null; output: string } {
  const file = path.join(repoRoot, relative);
  fs.writeFileSync(file, text);
  try {
    const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/oxlint'), ['--deny-warnings', relative], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    return { status: result.status, output: result.stdout + result.stderr };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

const planted = `planted-${process.pid}`;

describe('lint rules of the front end', () => {
  it('refuses an import from one feature folder into another inside a remote', () => {
    const crossing = lintPlanted(
      `mf-members/src/features/search/${planted}.ts`,
      "export { useLikes } from '../likes/use-likes';\n",
    );
    expect(crossing.status).not.toBe(0);
    expect(crossing.output).toContain('boundaries(no-cross-feature-import)');
    expect(crossing.output).toContain('features/search imports features/likes');

    const allowed = lintPlanted(
      `mf-members/src/features/search/${planted}.ts`,
      "export { MemberCard } from '../../common/member-card';\n",
    );
    expect(allowed.output).not.toContain('boundaries(no-cross-feature-import)');
    expect(allowed.status).toBe(0);
  }, 60_000);

  it("refuses an import from a remote's common/ into one of its features", () => {
    const result = lintPlanted(
      `mf-members/src/common/${planted}.ts`,
      "export { useLikes } from '../features/likes/use-likes';\n",
    );
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('common/ imports features/likes');
  }, 60_000);

  it('refuses a file name that is not kebab-case in a front-end package', () => {
    const result = lintPlanted(`mf-members/src/common/PlantedName${process.pid}.ts`, 'export const planted = 1;\n');
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('unicorn(filename-case)');
  }, 60_000);

  it('refuses a relative import of a stateful store inside shared, also from stores/ itself (ADR 0012)', () => {
    const sibling = lintPlanted(
      `shared/src/stores/${planted}.ts`,
      "import { $user } from './user';\nexport const planted = $user;\n",
    );
    expect(sibling.status).not.toBe(0);
    expect(sibling.output).toContain('no-restricted-imports');

    const deeper = lintPlanted(
      `shared/src/build/lint/${planted}.ts`,
      "import { $user } from '../../stores/user';\nexport const planted = $user;\n",
    );
    expect(deeper.status).not.toBe(0);
    expect(deeper.output).toContain('no-restricted-imports');

    const byName = lintPlanted(
      `shared/src/stores/${planted}.ts`,
      "import { $user } from '@app/shared/stores/user';\nimport { followNonPayingMember } from './follow-non-paying-member';\nexport const planted = [$user, followNonPayingMember];\n",
    );
    expect(byName.output).not.toContain('no-restricted-imports');
    expect(byName.status).toBe(0);
  }, 60_000);
});

describe('lint rules of the server', () => {
  it('refuses an import of any file of another module but its index.ts, type-only too, also from app-level files; tests and the seed are exempt', () => {
    const repository = lintPlanted(
      `api/src/modules/chat/${planted}.ts`,
      "import type { Db } from '../../db/database';\nimport { readBalance } from '../credits/credit.repository';\nexport const planted = (db: Db) => readBalance(db, 1);\n",
    );
    expect(repository.status).not.toBe(0);
    expect(repository.output).toContain('boundaries(no-module-internals)');
    expect(repository.output).toContain('chat imports credit.repository of the credits module');

    const typeOnly = lintPlanted(
      `api/src/modules/chat/${planted}.ts`,
      "import type { SiteRow } from '../settings/site.table';\nexport type Planted = SiteRow;\n",
    );
    expect(typeOnly.status).not.toBe(0);
    expect(typeOnly.output).toContain('chat imports site.table of the settings module');

    const service = lintPlanted(
      `api/src/modules/chat/${planted}.ts`,
      "export { readBalance } from '../credits/credit.service';\n",
    );
    expect(service.status).not.toBe(0);
    expect(service.output).toContain('chat imports credit.service of the credits module');

    const appLevel = lintPlanted(
      `api/src/${planted}.ts`,
      "export { registerChat } from './modules/chat/chat.plugin';\n",
    );
    expect(appLevel.status).not.toBe(0);
    expect(appLevel.output).toContain(`${planted}.ts imports chat.plugin of the chat module`);

    const publicFile = lintPlanted(
      `api/src/modules/chat/${planted}.ts`,
      "import { readBalance } from '../credits';\nimport { findMembership } from './conversation.repository';\nexport const planted = [readBalance, findMembership];\n",
    );
    expect(publicFile.output).not.toContain('boundaries(no-module-internals)');
    expect(publicFile.status).toBe(0);

    const upward = lintPlanted(`api/src/modules/reference/${planted}.ts`, "export { registerChat } from '../chat';\n");
    expect(upward.status).not.toBe(0);
    expect(upward.output).toContain('reference uses chat, which comes after it in docs/architecture/server-modules.md');

    const test = lintPlanted(
      `api/src/modules/chat/${planted}.test.ts`,
      "import type { SiteRow } from '../settings/site.table';\nexport type Planted = SiteRow;\n",
    );
    expect(test.output).not.toContain('boundaries(no-module-internals)');

    const seed = lintPlanted(
      `api/src/seed/${planted}.ts`,
      "export { readBalance } from '../modules/credits/credit.repository';\n",
    );
    expect(seed.output).not.toContain('boundaries(no-module-internals)');
  }, 90_000);
});
