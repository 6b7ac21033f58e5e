import { describe, expect, it } from 'vitest';
import { leafTableFromRows } from './cube.js';
import { localizeRatio } from './derived.js';
import { localize } from './localize.js';
import type { RatioLeafTable } from './types.js';

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A full lattice of a(6) × b(5) × c(4) × d(3) leaves, 2 % relative noise, and an optional effect. */
function table(effect: (row: Record<string, string>) => number, seed = 3) {
  const next = random(seed);
  const rows: Record<string, unknown>[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 5; b++)
      for (let c = 1; c <= 4; c++)
        for (let d = 1; d <= 3; d++) {
          const row = { a: `a${a}`, b: `b${b}`, c: `c${c}`, d: `d${d}` };
          const predict = 20 + 200 * next();
          const real = predict * (1 + (next() - 0.5) * 0.04) * effect(row);
          rows.push({ ...row, real, predict });
        }
  return leafTableFromRows(
    rows,
    ['a', 'b', 'c', 'd'],
    (r) => Number(r.real),
    (r) => Number(r.predict),
  );
}

describe('root cause localization', () => {
  it('finds a single planted element at its own depth', () => {
    const result = localize(table((r) => (r.a === 'a2' && r.c === 'c3' ? 0.5 : 1)));
    expect(result.direction).toBe('down');
    expect(result.elements.map((e) => e.key)).toEqual(['a=a2&c=c3']);
    expect(result.elements[0]!.explainedShare).toBeGreaterThan(0.8);
  });

  it('finds several elements of different depths and ignores noise', () => {
    const result = localize(
      table((r) => (r.b === 'b4' ? 1.6 : r.a === 'a5' && r.c === 'c1' && r.d === 'd2' ? 2 : 1)),
    );
    expect(result.direction).toBe('up');
    expect(result.elements.map((e) => e.key).sort()).toEqual(['a=a5&c=c1&d=d2', 'b=b4']);
  });

  it('prefers the children when only some of a parent moved', () => {
    const result = localize(table((r) => (r.a === 'a1' && (r.b === 'b1' || r.b === 'b2') ? 0.4 : 1)));
    expect(result.elements.map((e) => e.key).sort()).toEqual(['a=a1&b=b1', 'a=a1&b=b2']);
  });

  it('localizes a ratio metric on its parts, not on traffic changes', () => {
    const next = random(11);
    const rows: { a: string; b: string; num: number[]; den: number[] }[] = [];
    for (let a = 1; a <= 5; a++)
      for (let b = 1; b <= 4; b++) {
        const denBefore = 2000 + 3000 * next();
        // Traffic of a=a1 doubles (not an anomaly of the rate); the rate of b=b3 jumps.
        const denNow = denBefore * (a === 1 ? 2 : 1);
        const rate = 0.05;
        const rateNow = b === 3 ? 0.15 : rate;
        rows.push({
          a: `a${a}`,
          b: `b${b}`,
          num: [denBefore * rate, denNow * rateNow],
          den: [denBefore, denNow],
        });
      }
    const ratio: RatioLeafTable = {
      attributes: ['a', 'b'],
      values: [
        ['a1', 'a2', 'a3', 'a4', 'a5'],
        ['b1', 'b2', 'b3', 'b4'],
      ],
      codes: [
        Uint32Array.from(rows, (r) => Number(r.a.slice(1)) - 1),
        Uint32Array.from(rows, (r) => Number(r.b.slice(1)) - 1),
      ],
      realNumerator: Float64Array.from(rows, (r) => Math.round(r.num[1]!)),
      predictNumerator: Float64Array.from(rows, (r) => r.num[0]!),
      realDenominator: Float64Array.from(rows, (r) => Math.round(r.den[1]!)),
      predictDenominator: Float64Array.from(rows, (r) => r.den[0]!),
    };
    expect(localizeRatio(ratio).elements.map((e) => e.key)).toEqual(['b=b3']);
  });
});
