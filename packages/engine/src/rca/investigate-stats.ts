/**
 * The statistics of an investigation: the symptom test (is the last period really different?),
 * the decomposition of derived metrics, and the tests that tell competing explanations apart
 * (one segment shifted, a broad decline, a mix change, missing data).
 */
import type { DailyPoint, SegmentRow } from './investigate-data.js';
import type { MetricSpec } from './investigate-types.js';
import { rangeDays, type DayRange } from './request-dates.js';
import type { LeafTable, RatioLeafTable } from './types.js';

/** Standard normal CDF (Abramowitz–Stegun 7.1.26 through erf). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function mean(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

function variance(xs: number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  return xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1);
}

/**
 * Welch's t-test of two samples; the p-value maps t to a normal deviate with the usual
 * small-sample correction, z = t (1 - 1/(4 df)) / sqrt(1 + t²/(2 df)).
 */
export function welch(a: number[], b: number[]): { t: number; p: number } {
  const va = variance(a) / Math.max(1, a.length);
  const vb = variance(b) / Math.max(1, b.length);
  const se = Math.sqrt(va + vb);
  const diff = mean(a) - mean(b);
  if (!(se > 0)) return { t: diff === 0 ? 0 : Infinity * Math.sign(diff), p: diff === 0 ? 1 : 0 };
  const t = diff / se;
  const df = (va + vb) ** 2 / ((va * va) / Math.max(1, a.length - 1) + (vb * vb) / Math.max(1, b.length - 1));
  const z = (t * (1 - 1 / (4 * df))) / Math.sqrt(1 + (t * t) / (2 * df));
  return { t, p: 2 * (1 - normalCdf(Math.abs(z))) };
}

/** The KPI value of summed parts: a sum or product total, or a ratio of the two sums. */
export function kpi(metric: MetricSpec, parts: number[]): number {
  if (metric.kind === 'ratio' || metric.kind === 'mean')
    return (parts[1] ?? 0) !== 0 ? (parts[0] ?? 0) / parts[1]! : 0;
  return parts[0] ?? 0;
}

export interface Symptom {
  current: number;
  baseline: number;
  change: number;
  relativeChange: number;
  t: number;
  p: number;
  currentDays: DailyPoint[];
  baselineDays: DailyPoint[];
  /** Days of the comparison window without any row. */
  missingCurrentDays: number;
  missingBaselineDays: number;
  /** The summed parts of the current period and of the baseline (or forecast) it is compared with. */
  currentParts: number[];
  baselineParts: number[];
  /** What the baseline is, in words ('the period before', 'the trend of the 4 periods before'). */
  baselineLabel: string;
  /** The test behind `t` and `p`, in words. */
  test: string;
  /** The expected-value column compared with (actual against expected), if any. */
  against?: string;
  /**
   * When the baseline trends and the change is judged against that trend: the factor by which
   * the trend carries the baseline to the current window (the baseline values above include it).
   */
  trendFactor?: number;
}

const DAY_MS = 86_400_000;

/**
 * The value a period is expected to have from the `history` periods before it (most recent
 * first): their linear trend carried one period forward, v₁ + (v₁ − v_H)/(H − 1); v₁ with one.
 * Never below zero for a non-negative history.
 */
export function trendForecast(history: number[]): number {
  const h = history.length;
  if (h === 0) return 0;
  const v1 = history[0]!;
  if (h === 1) return v1;
  const forecast = v1 + (v1 - history[h - 1]!) / (h - 1);
  return history.every((v) => v >= 0) ? Math.max(0, forecast) : forecast;
}

/**
 * Splits the daily series into the current period and the baseline periods and tests the change.
 * For `bucketed` series (one point a week or a month) a period is `periodDays` points, the
 * baseline is the trend of the `baselinePeriods` before carried forward (`trendForecast`), and the
 * change is tested against the same forecast errors of the past periods (too few points per period
 * for a test of the values themselves).
 */
export function symptom(
  metric: MetricSpec,
  series: DailyPoint[],
  periodDays: number,
  baselinePeriods: number,
  bucketed = false,
): Symptom {
  const last = series.length ? Date.parse(series[series.length - 1]!.day) : 0;
  const index = new Map(series.map((p, i) => [p, series.length - 1 - i]));
  const age = (p: DailyPoint) => (bucketed ? index.get(p)! : Math.round((last - Date.parse(p.day)) / DAY_MS));
  const currentDays = series.filter((p) => age(p) < periodDays);
  const baselineDays = series.filter(
    (p) => age(p) >= periodDays && age(p) < periodDays * (baselinePeriods + 1),
  );
  const sumParts = (days: DailyPoint[], scale: number) =>
    [0, 1].map((k) => days.reduce((s, d) => s + (d.parts[k] ?? 0), 0) / scale);
  const currentParts = sumParts(currentDays, 1);
  let baselineParts = sumParts(baselineDays, baselinePeriods);
  if (bucketed) {
    const periods = periodSums(series, periodDays, age);
    baselineParts = [0, 1].map((k) =>
      trendForecast(periods.slice(1, 1 + baselinePeriods).map((sums) => sums[k] ?? 0)),
    );
  }
  const current = kpi(metric, currentParts);
  const baseline = kpi(metric, baselineParts);
  const daily = (days: DailyPoint[]) => days.map((d) => kpi(metric, d.parts));
  const { t, p } = bucketed
    ? historyTest(metric, series, periodDays, baselinePeriods, age)
    : welch(daily(currentDays), daily(baselineDays));
  return {
    currentParts,
    baselineParts,
    current,
    baseline,
    change: current - baseline,
    relativeChange: baseline !== 0 ? (current - baseline) / Math.abs(baseline) : 0,
    t,
    p,
    currentDays,
    baselineDays,
    missingCurrentDays: Math.max(0, periodDays - currentDays.length),
    missingBaselineDays: Math.max(0, periodDays * baselinePeriods - baselineDays.length),
    baselineLabel: bucketed
      ? `the trend of the ${baselinePeriods} period${baselinePeriods > 1 ? 's' : ''} before`
      : baselinePeriods > 1
        ? `the mean of the ${baselinePeriods} periods before`
        : 'the period before',
    test: bucketed ? 'Test against the past forecast errors' : 'Welch t-test of daily values',
  };
}

/**
 * The change between two date windows of the daily series: the current window's summed parts
 * against the baseline's, scaled to the current window's length (a sum over 7 days against 28
 * days before compares with a quarter of them), tested by Welch's t-test of the daily values.
 */
export function windowSymptom(
  metric: MetricSpec,
  series: DailyPoint[],
  current: DayRange,
  baseline: DayRange,
  labels: { current: string; baseline: string },
): Symptom {
  const inside = (r: DayRange) => (p: DailyPoint) =>
    p.day.slice(0, 10) >= r.start && p.day.slice(0, 10) <= r.end;
  const currentDays = series.filter(inside(current));
  const baselineDays = series.filter(inside(baseline));
  const scale = rangeDays(baseline) / rangeDays(current);
  const sumParts = (days: DailyPoint[], divisor: number) =>
    [0, 1].map((k) => days.reduce((s, d) => s + (d.parts[k] ?? 0), 0) / divisor);
  const currentParts = sumParts(currentDays, 1);
  let baselineParts = sumParts(baselineDays, scale);
  const currentValue = kpi(metric, currentParts);
  const baselineKpi = kpi(metric, baselineParts);
  const daily = (days: DailyPoint[]) => days.map((d) => kpi(metric, d.parts));
  let { t, p } =
    currentDays.length >= 1 && baselineDays.length >= 2
      ? welch(daily(currentDays), daily(baselineDays))
      : { t: 0, p: 1 };
  // A baseline that trends (a season, steady growth) is carried forward: the change must also
  // stand out from where the trend was heading, or it is the trend, not an anomaly.
  const trend = currentDays.length >= 1 ? trendTest(metric, baselineDays, currentDays) : undefined;
  let test = 'Welch t-test of daily values';
  let baselineLabel = labels.baseline;
  let baselineValue = baselineKpi;
  // The more cautious of the two tests decides, unless they point opposite ways: then the level
  // moved against where its trend was heading, and that is what the trend test measures.
  if (trend && (trend.p > p || Math.sign(trend.t) !== Math.sign(t))) {
    ({ t, p } = trend);
    test = "t-test of daily values against the baseline's trend";
    // The baseline becomes where its trend was heading: a ratio's or average's numerator, or
    // every part of a sum (a product keeps its average), scaled by the trend's factor.
    baselineParts = baselineParts.map((v, k) =>
      k === 0 || (metric.kind !== 'ratio' && metric.kind !== 'mean') ? v * trend.factor : v,
    );
    baselineValue = kpi(metric, baselineParts);
    baselineLabel = `${labels.baseline}, carried forward by its trend`;
  }
  return {
    currentParts,
    baselineParts,
    current: currentValue,
    baseline: baselineValue,
    change: currentValue - baselineValue,
    relativeChange: baselineValue !== 0 ? (currentValue - baselineValue) / Math.abs(baselineValue) : 0,
    t,
    p,
    currentDays,
    baselineDays,
    missingCurrentDays: Math.max(0, rangeDays(current) - currentDays.length),
    missingBaselineDays: Math.max(0, rangeDays(baseline) - baselineDays.length),
    baselineLabel,
    test,
    ...(baselineValue !== baselineKpi && baselineKpi !== 0
      ? { trendFactor: baselineValue / baselineKpi }
      : {}),
  };
}

/**
 * The current days against the linear trend of the baseline days carried forward (on the log
 * scale for a positive metric), when the
 * baseline has two weeks or more and its slope is itself significant (|t| > 2); undefined
 * otherwise. t = (mean of the current days − the trend's mean over them) / its standard error,
 * which holds the residual noise of the current days and the uncertainty of the extrapolation.
 */
function trendTest(
  metric: MetricSpec,
  baselineDays: DailyPoint[],
  currentDays: DailyPoint[],
): { t: number; p: number; factor: number } | undefined {
  if (baselineDays.length < 14) return undefined;
  const x0 = Date.parse(baselineDays[0]!.day);
  const at = (d: DailyPoint) => (Date.parse(d.day) - x0) / DAY_MS;
  const xs = baselineDays.map(at);
  // Positive metrics grow by rates, not amounts: their trend is fitted on the log scale.
  const values = (days: DailyPoint[]) => days.map((d) => kpi(metric, d.parts));
  const positive = [...values(baselineDays), ...values(currentDays)].every((v) => v > 0);
  const scale = (vs: number[]) => (positive ? vs.map(Math.log) : vs);
  const ys = scale(values(baselineDays));
  const n = xs.length;
  const mx = mean(xs);
  const my = mean(ys);
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (xs[i]! - mx) ** 2;
    sxy += (xs[i]! - mx) * (ys[i]! - my);
  }
  if (!(sxx > 0)) return undefined;
  const slope = sxy / sxx;
  let sse = 0;
  for (let i = 0; i < n; i++) sse += (ys[i]! - my - slope * (xs[i]! - mx)) ** 2;
  const s2 = sse / (n - 2);
  const slopeSe = Math.sqrt(s2 / sxx);
  if (!(slopeSe > 0) || Math.abs(slope / slopeSe) <= 2) return undefined;
  const cx = mean(currentDays.map(at));
  const predicted = my + slope * (cx - mx);
  const observed = mean(scale(values(currentDays)));
  const se = Math.sqrt(s2 / currentDays.length + s2 / n + s2 * ((cx - mx) ** 2 / sxx));
  if (!(se > 0)) return undefined;
  const t = (observed - predicted) / se;
  const df = n - 2;
  const z = (t * (1 - 1 / (4 * df))) / Math.sqrt(1 + (t * t) / (2 * df));
  // How far the trend carries the baseline's level over the current days.
  const factor = positive ? Math.exp(predicted - my) : my !== 0 ? predicted / my : 1;
  return { t, p: 2 * (1 - normalCdf(Math.abs(z))), factor };
}

/** Summed parts per period (index 0 the current one) of a series. */
function periodSums(series: DailyPoint[], periodDays: number, age: (p: DailyPoint) => number): number[][] {
  const periods: number[][] = [];
  for (const point of series) {
    const k = Math.floor(age(point) / periodDays);
    const sums = (periods[k] ??= [0, 0]);
    sums[0]! += point.parts[0] ?? 0;
    sums[1]! += point.parts[1] ?? 0;
  }
  return Array.from(periods, (sums) => sums ?? [0, 0]);
}

/**
 * The error of the last period's forecast (`trendForecast` of the periods before), compared with
 * the errors of the same forecast in every earlier period: t = (e₀ − mean e) / sd e over the past
 * errors e; p from t with the small-sample correction of `welch`.
 */
function historyTest(
  metric: MetricSpec,
  series: DailyPoint[],
  periodDays: number,
  baselinePeriods: number,
  age: (p: DailyPoint) => number,
): { t: number; p: number } {
  const periods = periodSums(series, periodDays, age);
  const changes: number[] = [];
  for (let k = 0; k + baselinePeriods < periods.length; k++) {
    const history = periods.slice(k + 1, k + 1 + baselinePeriods);
    const forecast = [0, 1].map((j) => trendForecast(history.map((sums) => sums[j] ?? 0)));
    changes.push(kpi(metric, periods[k]!) - kpi(metric, forecast));
  }
  const [current, ...past] = changes;
  if (current === undefined || past.length < 2) return { t: 0, p: 1 };
  const sd = Math.sqrt(variance(past));
  const diff = current - mean(past);
  if (!(sd > 0)) return { t: diff === 0 ? 0 : Infinity * Math.sign(diff), p: diff === 0 ? 1 : 0 };
  const t = diff / sd;
  const df = past.length - 1;
  const z = (t * (1 - 1 / (4 * df))) / Math.sqrt(1 + (t * t) / (2 * df));
  return { t, p: 2 * (1 - normalCdf(Math.abs(z))) };
}

/**
 * The symptom of an actual-against-expected comparison: the metric (part 0) against its expected
 * values (part 1) over the last `periodDays` days, tested by a paired t-test of the daily
 * differences; without a time column (or with a single day), over every leaf, by a t-test of the
 * leaves' differences. The days before the window are kept as context (chart, row counts).
 */
export function symptomAgainstExpected(
  series: DailyPoint[],
  leaves: LeafTable | undefined,
  periodDays: number,
  expected: string,
): Symptom {
  const last = series.length ? Date.parse(series[series.length - 1]!.day) : 0;
  const age = (p: DailyPoint) => Math.round((last - Date.parse(p.day)) / DAY_MS);
  const currentDays = series.filter((p) => age(p) < periodDays);
  const baselineDays = series.filter((p) => age(p) >= periodDays && age(p) < 2 * periodDays);
  let current = 0;
  let baseline = 0;
  let differences: number[];
  let test: string;
  if (currentDays.length >= 2) {
    for (const d of currentDays) {
      current += d.parts[0] ?? 0;
      baseline += d.parts[1] ?? 0;
    }
    differences = currentDays.map((d) => (d.parts[0] ?? 0) - (d.parts[1] ?? 0));
    test = `Paired t-test of daily actual against ${expected}`;
  } else {
    differences = [];
    for (let i = 0; i < (leaves?.real.length ?? 0); i++) {
      current += leaves!.real[i]!;
      baseline += leaves!.predict[i]!;
      differences.push(leaves!.real[i]! - leaves!.predict[i]!);
    }
    test = `t-test of the segments' actual against ${expected}`;
  }
  // A one-sample test of the differences: Welch's test against a sample of zeros of the same size.
  const { t, p } =
    differences.length >= 2
      ? welch(
          differences,
          differences.map(() => 0),
        )
      : { t: 0, p: 1 };
  return {
    current,
    baseline,
    change: current - baseline,
    relativeChange: baseline !== 0 ? (current - baseline) / Math.abs(baseline) : 0,
    t,
    p,
    currentDays,
    baselineDays,
    missingCurrentDays: series.length ? Math.max(0, periodDays - currentDays.length) : 0,
    missingBaselineDays: 0,
    currentParts: [current, 0],
    baselineParts: [baseline, 0],
    baselineLabel: `expected (${expected})`,
    test,
    against: expected,
  };
}

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
