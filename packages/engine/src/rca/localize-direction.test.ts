import { describe, expect, it } from 'vitest';
import { leafTableFromRows } from './cube.js';
import { localize } from './localize.js';

/**
 * a(6) × b(5) × c(4) × d(3) leaves with 2 % relative noise. One very large leaf is 3 % above its
 * expectation (noise for it, yet it sets the sign of the total) and one small leaf fell by 90 %.
 */
function table(bigLeafChange: number) {
  let s = 7;
  const next = () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
  const rows: Record<string, unknown>[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 5; b++)
      for (let c = 1; c <= 4; c++)
        for (let d = 1; d <= 3; d++) {
          const row = { a: `a${a}`, b: `b${b}`, c: `c${c}`, d: `d${d}` };
          const big = a === 1 && b === 1 && c === 1 && d === 1;
          const predict = big ? 1_000_000 : 20 + 200 * next();
          let real = predict * (1 + (next() - 0.5) * 0.04);
          if (big) real = predict * (1 + bigLeafChange);
          if (a === 4 && b === 2 && c === 3 && d === 1) real = predict * 0.1;
          rows.push({ ...row, real, predict });
        }
  return leafTableFromRows(
    rows,
    ['a', 'b', 'c', 'd'],
    (r) => Number(r.real),
    (r) => Number(r.predict),
  );
}

describe('direction of the anomaly', () => {
  it('looks the way of the strongest element when noise set the sign of the total', () => {
    const leaves = table(0.03);
    const result = localize(leaves);
    expect(result.totalReal).toBeGreaterThan(result.totalPredict);
    expect(result.direction).toBe('down');
    expect(result.elements.map((e) => e.key)).toEqual(['a=a4&b=b2&c=c3&d=d1']);
  });

  it('follows a stated direction', () => {
    const result = localize(table(0.03), { direction: 'up' });
    expect(result.direction).toBe('up');
    expect(result.elements.map((e) => e.key)).not.toContain('a=a4&b=b2&c=c3&d=d1');
  });

  it('follows a total change far beyond the noise', () => {
    // The large leaf 30 % up: the total rose beyond doubt, and that leaf is the cause.
    const result = localize(table(0.3));
    expect(result.direction).toBe('up');
    expect(result.elements.map((e) => e.key)).toContain('a=a1&b=b1&c=c1&d=d1');
  });
});
