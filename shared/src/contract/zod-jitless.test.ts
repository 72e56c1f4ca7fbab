import { describe, expect, it } from 'vitest';

describe('the shell runs zod without code generation (CSP, ADR 0029)', () => {
  it('sets jitless before zod is loaded, and zod takes it (the shell imports it first)', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
