import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withLock } from './build-lock';

const FIXTURE = path.join(import.meta.dirname, 'build-lock-fixture.ts');
const run = promisify(execFile);

describe('the build lock', () => {
  let work = '';
  let lock = '';
  beforeEach(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'build-lock-'));
    lock = path.join(work, 'cache/site-build.lock');
  });
  afterEach(() => fs.rm(work, { recursive: true, force: true }));

  it('lets two builds started at once take turns: one builds, the other waits and reuses it whole', async () => {
    const build = (name: string) =>
      run(process.execPath, ['--import', 'tsx', FIXTURE, lock, work, name]).then(({ stdout }) => stdout.trim());
    const outcomes = await Promise.all([build('a'), build('b')]);
    expect([...outcomes].sort()).toEqual(['built', 'reused']);
    const builder = outcomes[0] === 'built' ? 'a' : 'b';
    expect(await fs.readFile(path.join(work, 'site/app.js'), 'utf8')).toBe(`app of ${builder}`);
    expect(await fs.readFile(path.join(work, 'site/index.html'), 'utf8')).toBe(`index of ${builder}`);
    // Released afterwards.
    await expect(fs.access(lock)).rejects.toThrow();
  }, 30_000);

  it('takes over a lock whose process has ended', async () => {
    const { pid } = spawnSync(process.execPath, ['-e', '']);
    await fs.mkdir(path.dirname(lock), { recursive: true });
    await fs.writeFile(lock, `${pid}\n`);
    expect(await withLock(lock, async () => 'ran', { pollMs: 10 })).toBe('ran');
  });

  it('waits while the process holding the lock lives, and says which one it is', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      await fs.mkdir(path.dirname(lock), { recursive: true });
      await fs.writeFile(lock, `${holder.pid}\n`);
      const waitedFor: number[] = [];
      let ran = false;
      const done = withLock(lock, async () => (ran = true), { pollMs: 10, onWait: (pid) => waitedFor.push(pid) });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(ran).toBe(false);
      expect(waitedFor).toEqual([holder.pid]);
      holder.kill();
      await done;
      expect(ran).toBe(true);
    } finally {
      holder.kill();
    }
  });
});
