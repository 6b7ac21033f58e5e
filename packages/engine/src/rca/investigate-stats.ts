/**
 * The statistics of an investigation's symptom: is the last period really different? Welch's
 * test of daily values, the test of a period against the trend of the periods before (weekly or
 * monthly data), and actual against expected. Windows of daily data are tested in
 * `investigate-window.ts`; the per-segment view in `investigate-leaves.ts`.
 */
import type { DailyPoint } from './investigate-data.js';
import type { MetricSpec } from './investigate-types.js';
import type { LeafTable } from './types.js';

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
