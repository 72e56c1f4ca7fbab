/**
 * A small seeded random source (mulberry32) for the fuzz test: the same seed sends the same requests,
 * so a failure printed with its seed can be replayed (`FUZZ_SEED=<seed>`).
 */
export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [0, size). */
  below: (size: number) => number;
  pick: <T>(items: readonly T[]) => T;
  chance: (probability: number) => boolean;
  /** Up to `count` items, in random order, none twice. */
  sample: <T>(items: readonly T[], count: number) => T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const below = (size: number) => Math.floor(next() * size);
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = below(index + 1);
      [copy[index], copy[other]] = [copy[other]!, copy[index]!];
    }
    return copy.slice(0, count);
  };
  return { next, below, pick: (items) => items[below(items.length)]!, chance: (p) => next() < p, sample };
}

/** The seed of this run: FUZZ_SEED when given, else the fixed default. */
export function fuzzSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = Number(env.FUZZ_SEED);
  return Number.isInteger(given) && given > 0 ? given : 20_240_518;
}
