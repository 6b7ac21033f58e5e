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
