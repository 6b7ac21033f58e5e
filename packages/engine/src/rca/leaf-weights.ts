/**
 * Each leaf's terms of the localization gain, and the noise model they rest on.
 *
 * The shift of an element is measured against the mean of real and expected (m): a relative
 * change against m is bounded (±2), so a leaf whose expected value an anomaly pushed near zero
 * does not outweigh the rest of its element. The noise, though, can scale with either level:
 *
 * - with m, when real and expected are interchangeable noisy copies (a baseline that is itself
 *   a past observation, or the public synthetic benchmarks): y / m is then symmetric and
 *   m·y / v(m) unbiased;
 * - with the expected value p, when the real value is the expected one plus an error of its size
 *   (a forecast's error, counts around their expectation). Measured against m, such noise is
 *   skewed (a fall lowers m and looks larger, a rise looks smaller) and each leaf's term
 *   m·y / v(m) is biased by about −1/2, which adds up over the many leaves of a large element
 *   to a shift that is not there. So the variance is taken at p (at least a quarter of its value
 *   at m, so a leaf whose expectation the anomaly zeroed keeps a finite weight) and the bias of
 *   m·y / v(p), exactly +1/2 under this noise (E[(p + y/2)·y] = v/2), is subtracted.
 *
 * Both are fitted. Which one holds shows in the leaves the anomaly left alone: their
 * standardized deviations y / √v are symmetric under the right model (see `chooseNoiseLevel`).
 */
import { fitNoise, type NoiseModel } from './noise.js';
import type { LeafTable } from './types.js';

/** Which level the noise variance scales with: the mean of real and expected, or the expected. */
export type NoiseLevel = 'mean' | 'expected';

/** The leaves' totals and the noise fitted at both levels. */
export interface LeafNoise {
  totalReal: number;
  totalPredict: number;
  fits: Record<NoiseLevel, NoiseModel>;
}

/** Per leaf, the terms of the gain under one noise model. */
export interface LeafTerms {
  /** m·y / v minus its bias under the noise: the leaf's term of the gain's numerator. */
  xy: Float64Array;
  /** m² / v: the leaf's weight in the gain's denominator. */
  w: Float64Array;
  /** Σ v over the leaves: the noise variance of the total deviation. */
  totalVariance: number;
}

/** A leaf whose expectation the anomaly pushed toward zero keeps this share of its variance at m. */
const VARIANCE_FLOOR = 0.25;
/** Leaves sampled to compare the two noise models' symmetry. */
const SAMPLE = 200_000;
/** Fewer leaves than this cannot show the skew of a few percent that tells the models apart. */
const MIN_TEST_LEAVES = 2000;

/** Fits the noise at both levels (the per-leaf arrays live only inside this function). */
export function fitLeafNoise(table: LeafTable): LeafNoise {
  const n = table.real.length;
  let totalReal = 0;
  let totalPredict = 0;
  const level = new Float64Array(n);
  const deviation = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const r = table.real[i]!;
    const p = table.predict[i]!;
    totalReal += r;
    totalPredict += p;
    level[i] = Math.max(Math.abs(r), Math.abs(p));
    deviation[i] = r - p;
  }
  const mean = fitNoise(level, table.countVariance ?? level, deviation, 0);
  for (let i = 0; i < n; i++) level[i] = Math.abs(table.predict[i]!);
  const expected = fitNoise(level, table.countVariance ?? level, deviation, 0);
  return { totalReal, totalPredict, fits: { mean, expected } };
}

/**
 * The scale of a leaf's noise at the mean level: the larger of its real and expected values.
 * Either value may be the noisy one, and against their mean a fall of ε on the smaller one would
 * read as 2ε / (2 − ε), enough to make false single leaves at four or five deviations.
 */
const noiseScale = (r: number, p: number) => Math.max(Math.abs(r), Math.abs(p));

/** A leaf's noise variance under the model of `level` (0 for a leaf without a level). */
function variance(table: LeafTable, noise: LeafNoise, level: NoiseLevel, i: number): number {
  const r = table.real[i]!;
  const p = table.predict[i]!;
  const m = noiseScale(r, p);
  const { alpha, beta } = noise.fits[level];
  const c = table.countVariance;
  if (level === 'mean') return alpha * (c ? c[i]! : m) + beta * m * m;
  const e = Math.abs(p);
  return Math.max(
    alpha * (c ? c[i]! : e) + beta * e * e,
    VARIANCE_FLOOR * (alpha * (c ? c[i]! : m) + beta * m * m),
  );
}

/** The gain's per-leaf terms under the model of `level`. */
export function leafTerms(table: LeafTable, noise: LeafNoise, level: NoiseLevel): LeafTerms {
  const { real, predict, countVariance } = table;
  const n = real.length;
  const xy = new Float64Array(n);
  const w = new Float64Array(n);
  const bias = level === 'expected' ? 0.5 : 0;
  const atExpected = level === 'expected';
  const { alpha, beta } = noise.fits[level];
  let totalVariance = 0;
  // The variance of `variance()`, inlined: this loop runs over every leaf.
  for (let i = 0; i < n; i++) {
    const r = real[i]!;
    const p = predict[i]!;
    const m = (Math.abs(r) + Math.abs(p)) / 2;
    if (!(m > 0)) continue;
    const s = noiseScale(r, p);
    const atM = alpha * (countVariance ? countVariance[i]! : s) + beta * s * s;
    let v = atM;
    if (atExpected) {
      const e = Math.abs(p);
      v = Math.max(alpha * (countVariance ? countVariance[i]! : e) + beta * e * e, VARIANCE_FLOOR * atM);
    }
    if (!(v > 0)) continue;
    totalVariance += v;
    xy[i] = (m / v) * (r - p) - bias;
    w[i] = (m * m) / v;
  }
  return { xy, w, totalVariance };
}

/**
 * How lopsided the standardized deviations y / √v of the leaves outside `explained` are under
 * the model of `level`: |q1 + q3| / (q3 − q1) over a spread sample (0 when symmetric). The
 * explained leaves are left out, since an anomaly moves its leaves one way.
 */
function asymmetry(
  table: LeafTable,
  noise: LeafNoise,
  level: NoiseLevel,
  explained: Uint8Array,
): { value: number; leaves: number } {
  const n = table.real.length;
  const step = Math.max(1, Math.floor(n / SAMPLE));
  const z: number[] = [];
  for (let i = 0; i < n; i += step) {
    if (explained[i]) continue;
    const y = table.real[i]! - table.predict[i]!;
    const v = variance(table, noise, level, i);
    if (v > 0) z.push(y / Math.sqrt(v));
  }
  if (z.length < 8) return { value: 0, leaves: z.length };
  const sorted = Float64Array.from(z).sort();
  const q1 = sorted[Math.floor(sorted.length / 4)]!;
  const q3 = sorted[Math.floor((3 * sorted.length) / 4)]!;
  return { value: q3 > q1 ? Math.abs(q1 + q3) / (q3 - q1) : 0, leaves: z.length };
}

/**
 * The noise level the leaves outside `explained` (the leaves of the elements a probe search under
 * the mean model found to have moved) support: `expected` when their standardized deviations are
 * clearly more symmetric at the expected value, else `mean`. "Clearly": by more than two
 * standard errors of the quartile statistic (about 2 / √leaves), over at least MIN_TEST_LEAVES
 * leaves, so a small or very discrete table keeps the mean model.
 */
export function chooseNoiseLevel(table: LeafTable, noise: LeafNoise, explained: Uint8Array): NoiseLevel {
  const atExpected = asymmetry(table, noise, 'expected', explained);
  const atMean = asymmetry(table, noise, 'mean', explained);
  if (atMean.leaves < MIN_TEST_LEAVES) return 'mean';
  return atExpected.value + 2 / Math.sqrt(atMean.leaves) < atMean.value ? 'expected' : 'mean';
}
