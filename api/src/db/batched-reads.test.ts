import { describe, expect, it } from 'vitest';
import { BatchedReads } from './batched-reads';

/** A reader whose reads the test ends one by one; it records the keys of each read. */
function controlledReader() {
  const reads: { keys: string[]; answer: (found: Map<string, number>) => void; fail: (error: Error) => void }[] = [];
  const batch = new BatchedReads<string, number>(
    (keys) => new Promise((resolve, reject) => reads.push({ keys, answer: resolve, fail: reject })),
  );
  return { batch, reads };
}

describe('BatchedReads', () => {
  it('reads the first key at once and the keys asked meanwhile together, after it', async () => {
    const { batch, reads } = controlledReader();
    const first = batch.read('a');
    expect(reads.map((read) => read.keys)).toEqual([['a']]);
    const later = [batch.read('b'), batch.read('c'), batch.read('b')];
    expect(reads).toHaveLength(1);
    reads[0]!.answer(new Map([['a', 1]]));
    expect(await first).toBe(1);
    expect(reads.map((read) => read.keys)).toEqual([['a'], ['b', 'c']]);
    reads[1]!.answer(new Map([['b', 2]]));
    expect(await Promise.all(later)).toEqual([2, undefined, 2]);
  });

  it('rejects every ask of a failed read, and reads the next asks again', async () => {
    const { batch, reads } = controlledReader();
    const failed = batch.read('a');
    reads[0]!.fail(new Error('database gone'));
    await expect(failed).rejects.toThrow('database gone');
    const next = batch.read('a');
    reads[1]!.answer(new Map([['a', 7]]));
    expect(await next).toBe(7);
  });
});
