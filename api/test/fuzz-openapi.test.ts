import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatHelpers } from './support/chat-members';
import { fuzzSeed, seededRandom } from './support/fuzz-random';
import { describeFindings, fuzzOperations, type Finding, type Role } from './support/fuzz-run';
import type { FuzzMode } from './support/fuzz-plan';
import { operationsOf, type Operation } from './support/openapi-samples';
import { createTestApp, type DatabaseKind, type TestApp } from './support/test-app';

/**
 * Walks the OpenAPI document the server serves and sends malformed bodies, queries and paths to every
 * operation, as a visitor and as a member, and fails on any 5xx and on any error answer that is not in
 * the project's error format. Seeded (FUZZ_SEED, printed on failure) and bounded: the wide sample on
 * PGlite, and on PostgreSQL (the database that refuses NUL in text and integers beyond int4) every field
 * with every such value.
 */
const SEED = fuzzSeed();

/** Routes the member's fuzzing leaves alone: logging out would end the session the rest needs. */
const MEMBER_SKIPS = new Set(['GET /api/logout.php']);

interface Run {
  kind: DatabaseKind;
  mode: FuzzMode;
  roles: Array<'visitor' | 'member'>;
}

const RUNS: Run[] = [
  { kind: 'pglite', mode: 'wide', roles: ['visitor', 'member'] },
  { kind: 'postgres', mode: 'edges', roles: ['member', 'visitor'] },
];

describe.each(RUNS)('fuzzing the OpenAPI operations on $kind ($mode)', ({ kind, mode, roles }) => {
  let test: TestApp;
  let operations: Operation[];
  let ids: number[];
  const members: Record<string, Role> = {};
  const { member } = chatHelpers(() => test);

  beforeAll(async () => {
    test = await createTestApp(kind);
    const document = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    operations = operationsOf(document.json());
    const me = await member({ credits: 500, paid: true });
    const other = await member();
    const demo = await test.db.selectFrom('profiles').select('id').orderBy('id').limit(3).execute();
    ids = [other.profileId, me.profileId, ...demo.map(({ id }) => id)];
    members.visitor = { name: 'visitor', cookies: {} };
    members.member = { name: 'member', cookies: me.cookies };
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers every malformed request with a 4xx in the error format, or a success', { timeout: 120_000 }, async () => {
    expect(operations.length).toBeGreaterThan(50);
    const random = seededRandom(SEED + (kind === 'postgres' ? 1 : 0));
    const findings: Finding[] = [];
    let sent = 0;
    const started = performance.now();
    for (const role of roles) {
      const reachable = operations.filter(
        (operation) => role === 'visitor' || !MEMBER_SKIPS.has(`${operation.method} ${operation.path}`),
      );
      const result = await fuzzOperations(test, reachable, { role: members[role]!, mode, random, ids });
      findings.push(...result.findings);
      sent += result.sent;
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(`fuzz ${kind} (${mode}), seed ${SEED}: ${sent} requests in ${seconds} s, ${findings.length} findings`);
    expect(sent).toBeGreaterThan(mode === 'wide' ? 1_000 : 400);
    expect(findings, `seed ${SEED} (FUZZ_SEED=${SEED} replays it):\n${describeFindings(findings)}`).toEqual([]);
  });
});
