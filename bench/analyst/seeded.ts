/**
 * Seeded random numbers for the benchmark's data generators, so the same file comes out on every
 * run: mulberry32 (a small, well-known generator) and a weighted pick over it.
 */

/** mulberry32: numbers in [0, 1) from a 32-bit seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A value chosen with the given weights, drawing one number from `random`. */
export function weightedPicker(random: () => number) {
  return <T>(weighted: readonly (readonly [T, number])[]): T => {
    const total = weighted.reduce((s, [, w]) => s + w, 0);
    let r = random() * total;
    for (const [value, weight] of weighted) {
      r -= weight;
      if (r < 0) return value;
    }
    return weighted[weighted.length - 1]![0];
  };
}

/**
 * The draws a data generator makes over one seeded stream: uniform numbers, weighted picks, whole
 * numbers in a range, coin flips, one item of a list, exponential, standard normal and small
 * Poisson counts. Every draw consumes the stream in a fixed way, so a generator's files stay the
 * same bytes from run to run.
 */
export function draws(seed: number) {
  const random = seeded(seed);
  const pick = weightedPicker(random);
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const chance = (p: number) => random() < p;
  const one = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  /** Exponential with the given mean. */
  const expo = (mean: number) => -Math.log(1 - random()) * mean;
  /** Standard normal (Box–Muller). */
  const normal = () => {
    const u = 1 - random();
    const v = random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  /** Poisson count with a small mean (Knuth). */
  const poisson = (mean: number) => {
    const limit = Math.exp(-mean);
    let k = 0;
    let p = random();
    while (p > limit) {
      k += 1;
      p *= random();
    }
    return k;
  };
  return { random, pick, int, chance, one, expo, normal, poisson };
}
