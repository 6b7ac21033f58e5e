import { describe, expect, it } from 'vitest';
import { chooseNoiseLevel, fitLeafNoise, leafTerms } from './leaf-weights.js';
import type { LeafTable } from './types.js';

function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return (s + 0.5) / 2 ** 32;
  };
}
const gauss = (next: () => number) => Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next());

/**
 * 40,000 leaves of two attributes, log-normal levels and 20 % relative noise: the real value is
 * the expected one plus an error of its size (`expected`), or real and expected are two noisy
 * copies of one level (`copies`).
 */
function leaves(noise: 'expected' | 'copies', seed = 5): LeafTable {
  const next = random(seed);
  const n = 40_000;
  const real = new Float64Array(n);
  const predict = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const level = Math.exp(3 + gauss(next));
    if (noise === 'expected') {
      predict[i] = level;
      real[i] = level * (1 + 0.2 * gauss(next));
    } else {
      predict[i] = level * (1 + 0.14 * gauss(next));
      real[i] = level * (1 + 0.14 * gauss(next));
    }
  }
  return {
    attributes: ['a', 'b'],
    values: [Array.from({ length: 200 }, (_, k) => `a${k}`), Array.from({ length: 200 }, (_, k) => `b${k}`)],
    codes: [
      Uint32Array.from({ length: n }, (_, i) => Math.floor(i / 200)),
      Uint32Array.from({ length: n }, (_, i) => i % 200),
    ],
    real: Float64Array.from(real, (r) => Math.max(0, r)),
    predict,
  };
}

const sum = (xs: Float64Array) => xs.reduce((a, b) => a + b, 0);

describe('leaf noise model', () => {
  it('tells noise around the expected value from two noisy copies', () => {
    const around = leaves('expected');
    expect(chooseNoiseLevel(around, fitLeafNoise(around), new Uint8Array(around.real.length))).toBe(
      'expected',
    );
    const copies = leaves('copies');
    expect(chooseNoiseLevel(copies, fitLeafNoise(copies), new Uint8Array(copies.real.length))).toBe('mean');
  });

  it('keeps the mean model on a table too small to tell', () => {
    const table = leaves('expected');
    const explained = new Uint8Array(table.real.length).fill(1, 0, 38_500);
    expect(chooseNoiseLevel(table, fitLeafNoise(table), explained)).toBe('mean');
  });

  it('removes the bias of the leaves’ terms under noise around the expected value', () => {
    const table = leaves('expected');
    const noise = fitLeafNoise(table);
    // Without a shift, Σ x·y has mean 0 and standard deviation √Σw; measured at the mean level
    // every leaf adds about −1/2, tens of standard deviations over 40,000 leaves.
    const atMean = leafTerms(table, noise, 'mean');
    expect(sum(atMean.xy) / Math.sqrt(sum(atMean.w))).toBeLessThan(-8);
    const atExpected = leafTerms(table, noise, 'expected');
    expect(Math.abs(sum(atExpected.xy) / Math.sqrt(sum(atExpected.w)))).toBeLessThan(3);
  });

  it('leaves two noisy copies unbiased at the mean level', () => {
    const table = leaves('copies');
    const terms = leafTerms(table, fitLeafNoise(table), 'mean');
    expect(Math.abs(sum(terms.xy) / Math.sqrt(sum(terms.w)))).toBeLessThan(3);
  });
});
