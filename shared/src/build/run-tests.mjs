// `pnpm test`: every check and suite of the repository, with one closing line of totals:
// typecheck, lint and format, dead code (knip), unit and integration tests (vitest), end-to-end tests (Playwright).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const totals = { passed: 0, failed: 0 };
const only = process.argv.slice(2);

function run(label, command, args, options = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  console.log(`=== ${label} finished in ${((Date.now() - started) / 1000).toFixed(1)} s (exit ${result.status})`);
  return result.status ?? 1;
}

function count(label, passed, failed) {
  totals.passed += passed;
  totals.failed += failed;
  console.log(`=== ${label}: ${passed} passed, ${failed} failed`);
}

const wanted = (name) => only.length === 0 || only.includes(name);

if (wanted('typecheck')) {
  const status = run('typecheck', process.execPath, [path.join(root, 'shared/src/build/typecheck.mjs')]);
  count('typecheck', status === 0 ? 1 : 0, status === 0 ? 0 : 1);
}

if (wanted('lint')) {
  const oxlint = run('lint', bin('oxlint'), ['--deny-warnings']);
  const prettier = run('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
  count('lint and format', (oxlint === 0) + (prettier === 0), (oxlint !== 0) + (prettier !== 0));
}

// Dead files, exports and dependencies (knip.jsonc says what is alive though nothing imports it, and why).
if (wanted('knip')) {
  const status = run('knip', bin('knip'), ['--no-progress']);
  count('knip', status === 0 ? 1 : 0, status === 0 ? 0 : 1);
}

if (wanted('unit')) {
  const report = path.join(os.tmpdir(), `vitest-${process.pid}.json`);
  const status = run('vitest', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  if (fs.existsSync(report)) {
    const result = JSON.parse(fs.readFileSync(report, 'utf8'));
    const failedSuites = result.testResults.filter(
      (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
    ).length;
    count('vitest', result.numPassedTests, result.numFailedTests + failedSuites);
  } else {
    count('vitest', 0, 1);
  }
  if (status !== 0 && totals.failed === 0) count('vitest exit', 0, 1);
}

if (wanted('e2e')) {
  const report = path.join(root, 'e2e/test-results/results.json');
  fs.rmSync(report, { force: true });
  const status = run('e2e', path.join(root, 'e2e/node_modules/.bin/playwright'), ['test'], {
    cwd: path.join(root, 'e2e'),
  });
  if (fs.existsSync(report)) {
    const { stats } = JSON.parse(fs.readFileSync(report, 'utf8'));
    count('e2e', stats.expected + stats.flaky, stats.unexpected);
  } else {
    count('e2e', 0, 1);
  }
  if (status !== 0 && !fs.existsSync(report)) count('e2e exit', 0, 1);
}

console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
