import { describe, expect, it } from 'vitest';
import type { BenchCase } from './load.js';
import { generateRisklocCase, scaledCards } from './riskloc-gen.js';

/** Per leaf, whether it lies in one of the case's true elements. */
function anomalous(c: BenchCase): boolean[] {
  const table = c.additive!;
  const elements = c.truth.map((key) =>
    key.split('&').map((pair) => {
      const [attribute, value] = pair.split('=') as [string, string];
      const a = table.attributes.indexOf(attribute);
      return [a, table.values[a]!.indexOf(value)] as const;
    }),
  );
  return Array.from(table.real, (_, leaf) =>
    elements.some((pairs) => pairs.every(([a, v]) => table.codes[a]![leaf] === v)),
  );
}

describe('RiskLoc-style generated cases', () => {
  it('are the same for the same seed and differ for another', () => {
    const one = generateRisklocCase('S', 41);
    expect(generateRisklocCase('S', 41).truth).toEqual(one.truth);
    expect(Array.from(generateRisklocCase('S', 41).additive!.real)).toEqual(Array.from(one.additive!.real));
    expect(generateRisklocCase('S', 42).additive!.real).not.toEqual(one.additive!.real);
  });

  it('put the noise as often above as below the expected value outside the anomalies', () => {
    for (const seed of [1, 2, 3, 4]) {
      const c = generateRisklocCase('S', seed);
      const inside = anomalous(c);
      const { real, predict } = c.additive!;
      let above = 0;
      let moved = 0;
      for (let leaf = 0; leaf < real.length; leaf++) {
        if (inside[leaf] || real[leaf] === predict[leaf]) continue;
        moved++;
        if (real[leaf]! > predict[leaf]!) above++;
      }
      if (moved < 10_000) continue; // a case drawn with (almost) no noise
      expect(above / moved).toBeGreaterThan(0.47);
      expect(above / moved).toBeLessThan(0.53);
    }
  });

  it('move every anomalous leaf one way, by the severity plus the noise level (L: no deviation)', () => {
    for (const seed of [11, 12, 13, 14, 15]) {
      const c = generateRisklocCase('L', seed);
      expect(c.truth.length).toBeGreaterThanOrEqual(1);
      expect(c.truth.length).toBeLessThanOrEqual(5);
      expect(new Set(c.truth).size).toBe(c.truth.length);
      const inside = anomalous(c);
      const { real, predict } = c.additive!;
      const ways = new Set<boolean>();
      let leaves = 0;
      for (let leaf = 0; leaf < real.length; leaf++) {
        if (!inside[leaf]) continue;
        leaves++;
        const high = Math.max(real[leaf]!, predict[leaf]!);
        const low = Math.min(real[leaf]!, predict[leaf]!);
        expect(high).toBeGreaterThan(0);
        // 1 − r with r = severity (0.5–1) + noise level (0–0.1), clipped at 0.
        expect(low / high).toBeLessThanOrEqual(0.5 + 1e-9);
        ways.add(real[leaf]! > predict[leaf]!);
      }
      expect(leaves).toBe(c.truth.length); // one leaf per element at the leaf layer
      expect(ways.size).toBe(1);
    }
  });

  it('move the anomalies the way the noise moved the total', () => {
    let agree = 0;
    const seeds = [51, 52, 53, 54, 55, 56, 57, 58, 59, 60];
    for (const seed of seeds) {
      // L: a few anomalous leaves among 36,000, so the other leaves carry the noise's total.
      const c = generateRisklocCase('L', seed);
      const inside = anomalous(c);
      const { real, predict } = c.additive!;
      let noise = 0;
      let rises = false;
      for (let leaf = 0; leaf < real.length; leaf++) {
        if (inside[leaf]) rises = real[leaf]! > predict[leaf]!;
        else noise += real[leaf]! - predict[leaf]!;
      }
      if (noise > 0 === rises) agree++;
    }
    expect(agree).toBeGreaterThanOrEqual(seeds.length - 1);
  });

  it('place anomalies of any layer in S, with disjoint elements inside one cuboid', () => {
    const layers = new Set<number>();
    for (let seed = 21; seed < 41; seed++) {
      const c = generateRisklocCase('S', seed);
      for (const key of c.truth) layers.add(key.split('&').length);
      expect(new Set(c.truth).size).toBe(c.truth.length);
    }
    expect(layers.size).toBeGreaterThanOrEqual(4);
  });

  it('scale a lattice down keeping every attribute', () => {
    const cards = scaledCards([10, 5, 250, 20, 8, 12], 200_000);
    const size = cards.reduce((a, b) => a * b, 1);
    expect(size).toBeLessThanOrEqual(200_000);
    expect(size).toBeGreaterThan(100_000);
    expect(Math.max(...cards)).toBe(cards[2]);
    expect(Math.min(...cards)).toBeGreaterThanOrEqual(2);
  });
});
