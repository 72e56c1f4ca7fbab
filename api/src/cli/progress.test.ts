import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createProgress } from './progress';

describe('start-up progress', () => {
  let clock = 0;
  let lines: string[] = [];
  const progress = () => createProgress({ write: (line) => lines.push(line), now: () => clock, heartbeatMs: 5_000 });

  beforeEach(() => {
    vi.useFakeTimers();
    clock = 0;
    lines = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prints a finished step with what it did and how long it took, counted from the start', async () => {
    clock = 2_000;
    await progress().step(
      'database: migrations',
      async () => {
        clock = 3_400;
        return 19;
      },
      { summary: (applied) => `${applied} applied` },
    );
    expect(lines).toEqual(['[start  3.4 s] database: migrations: 19 applied (1.4 s)']);
  });

  it('says every few seconds that a long step still runs, and where it is', async () => {
    let drawn = 0;
    let finish!: () => void;
    const step = progress().step('avatars: drawing', () => new Promise<void>((resolve) => (finish = resolve)), {
      status: () => `${drawn} of 330`,
      announce: true,
    });
    clock = 5_000;
    drawn = 120;
    await vi.advanceTimersByTimeAsync(5_000);
    clock = 10_000;
    drawn = 250;
    await vi.advanceTimersByTimeAsync(5_000);
    clock = 12_000;
    finish();
    await step;
    expect(lines).toEqual([
      '[start  0.0 s] avatars: drawing …',
      '[start  5.0 s] avatars: drawing: still working, 120 of 330 (5.0 s so far)',
      '[start 10.0 s] avatars: drawing: still working, 250 of 330 (10.0 s so far)',
      '[start 12.0 s] avatars: drawing (12.0 s)',
    ]);
    // No more lines once the step is done.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(lines).toHaveLength(4);
  });

  it('names a step that failed and passes its error on', async () => {
    await expect(
      progress().step('build: compiling shell', async () => {
        clock = 800;
        throw new Error('build failed: shell');
      }),
    ).rejects.toThrow('build failed: shell');
    expect(lines).toEqual(['[start  0.8 s] build: compiling shell: failed after 0.8 s']);
  });
});
