/**
 * The per-segment view of an investigation: the leaves the localization searches (current period
 * against the baseline), the decomposition of derived metrics into their parts, and the mix
 * against rate effect of ratios and averages.
 */
import type { SegmentRow } from './investigate-data.js';
import type { MetricSpec } from './investigate-types.js';
import { trendForecast } from './investigate-stats.js';
import type { LeafTable, RatioLeafTable } from './types.js';

/** Leaves of the localization: current period against the mean of the baseline periods. */
export function leavesOf(
  segments: SegmentRow[],
  dimensions: string[],
  metric: MetricSpec,
  baselinePeriods: number,
  trend = false,
): { additive?: LeafTable; ratio?: RatioLeafTable } {
  const dictionaries = dimensions.map(() => new Map<string, number>());
  const values: string[][] = dimensions.map(() => []);
  const leafOf = new Map<string, number>();
  const codes: number[][] = dimensions.map(() => []);
  const current: number[][] = [[], []];
  const base: number[][] = [[], []];
  for (const row of segments) {
    const key = row.values.join('\u0001');
    let leaf = leafOf.get(key);
    if (leaf === undefined) {
      leaf = leafOf.size;
      leafOf.set(key, leaf);
      row.values.forEach((v, a) => {
        let code = dictionaries[a]!.get(v);
        if (code === undefined) {
          code = values[a]!.length;
          dictionaries[a]!.set(v, code);
          values[a]!.push(v);
        }
        codes[a]!.push(code);
      });
      for (const k of [0, 1]) {
        current[k]!.push(0);
        base[k]!.push(0);
      }
    }
    for (const k of [0, 1]) {
      const target = row.period === 0 ? current[k]! : base[k]!;
      target[leaf] = target[leaf]! + (row.parts[k] ?? 0) / (row.period === 0 ? 1 : baselinePeriods);
    }
  }
  if (trend) {
    // The baseline of each leaf is its trend carried forward (see `trendForecast`), not the mean.
    const history = new Map<number, number[][]>();
    for (const row of segments) {
      if (row.period === 0) continue;
      const leaf = leafOf.get(row.values.join('\u0001'))!;
      const periods = history.get(leaf) ?? [[], []];
      for (const k of [0, 1]) periods[k]![row.period - 1] = row.parts[k] ?? 0;
      history.set(leaf, periods);
    }
    for (let leaf = 0; leaf < leafOf.size; leaf++) {
      const periods = history.get(leaf);
      for (const k of [0, 1]) {
        const past = Array.from({ length: baselinePeriods }, (_, i) => periods?.[k]?.[i] ?? 0);
        base[k]![leaf] = trendForecast(past);
      }
    }
  }
  const shared = { attributes: dimensions, values, codes: codes.map((c) => Uint32Array.from(c)) };
  if (metric.kind === 'ratio' || metric.kind === 'mean') {
    return {
      ratio: {
        ...shared,
        realNumerator: Float64Array.from(current[0]!),
        predictNumerator: Float64Array.from(base[0]!),
        realDenominator: Float64Array.from(current[1]!),
        predictDenominator: Float64Array.from(base[1]!),
      },
    };
  }
  return {
    additive: { ...shared, real: Float64Array.from(current[0]!), predict: Float64Array.from(base[0]!) },
  };
}

/**
 * Which part of a derived metric moved, as shares of the log change: for a product
 * (revenue = orders × AOV) ln R = ln O + ln AOV; for a ratio ln r = ln num − ln den.
 */
export function decompose(
  metric: MetricSpec,
  currentParts: number[],
  baselineParts: number[],
): { parts: { name: string; before: number; after: number; logChange: number }[] } | undefined {
  const log = (after: number, before: number) => (after > 0 && before > 0 ? Math.log(after / before) : 0);
  const [c0 = 0, c1 = 0] = currentParts;
  const [b0 = 0, b1 = 0] = baselineParts;
  if (metric.kind === 'product') {
    const aovNow = c1 !== 0 ? c0 / c1 : 0;
    const aovBefore = b1 !== 0 ? b0 / b1 : 0;
    return {
      parts: [
        { name: metric.factors[0], before: b1, after: c1, logChange: log(c1, b1) },
        { name: metric.factors[1], before: aovBefore, after: aovNow, logChange: log(aovNow, aovBefore) },
      ],
    };
  }
  if (metric.kind === 'ratio') {
    return {
      parts: [
        { name: metric.numerator, before: b0, after: c0, logChange: log(c0, b0) },
        { name: metric.denominator, before: b1, after: c1, logChange: -log(c1, b1) },
      ],
    };
  }
  return undefined;
}

/**
 * Mix versus rate for a ratio metric, over the values of one dimension: the rate change splits
 * into Σ w₀ Δr (segments' own rates moved) and Σ Δw r₁ (traffic moved between segments).
 */
export function mixEffect(
  segments: SegmentRow[],
  dimension: number,
  baselinePeriods: number,
): { rate: number; mix: number } {
  const groups = new Map<string, { n: number[]; d: number[] }>();
  for (const row of segments) {
    const key = row.values[dimension] ?? '';
    const g = groups.get(key) ?? { n: [0, 0], d: [0, 0] };
    const slot = row.period === 0 ? 0 : 1;
    const scale = row.period === 0 ? 1 : baselinePeriods;
    g.n[slot]! += (row.parts[0] ?? 0) / scale;
    g.d[slot]! += (row.parts[1] ?? 0) / scale;
    groups.set(key, g);
  }
  let total0 = 0;
  let total1 = 0;
  for (const g of groups.values()) {
    total0 += g.d[1]!;
    total1 += g.d[0]!;
  }
  let rate = 0;
  let mix = 0;
  for (const g of groups.values()) {
    const w0 = total0 > 0 ? g.d[1]! / total0 : 0;
    const w1 = total1 > 0 ? g.d[0]! / total1 : 0;
    const r0 = g.d[1]! > 0 ? g.n[1]! / g.d[1]! : 0;
    const r1 = g.d[0]! > 0 ? g.n[0]! / g.d[0]! : r0;
    rate += w0 * (r1 - r0);
    mix += (w1 - w0) * r1;
  }
  return { rate, mix };
}
