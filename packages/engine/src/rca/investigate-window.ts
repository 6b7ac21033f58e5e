/**
 * The symptom of a comparison of two date windows of a daily series: the current window's summed
 * parts against the baseline's, tested day by day, and against where the baseline's trend was
 * heading when it trends.
 */
import type { DailyPoint } from './investigate-data.js';
import type { MetricSpec } from './investigate-types.js';
import { kpi, normalCdf, welch, type Symptom } from './investigate-stats.js';
import { rangeDays, type DayRange } from './request-dates.js';

const DAY_MS = 86_400_000;

function mean(xs: number[]): number {
  return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0;
}

/**
 * The change between two date windows of the daily series: the current window's summed parts
 * against the baseline's, scaled to the current window's length (a sum over 7 days against 28
 * days before compares with a quarter of them). With two weeks of baseline or more, the daily
 * values are tested by a regression on the weekday and the window (the weekday pattern of a
 * business leaves the test's noise, on the log scale for a positive metric); with less, by
 * Welch's t-test of the daily values.
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
  // A short baseline borrows the days before it (up to six weeks in all) to learn the weekday
  // pattern and the day-to-day noise; they keep their own level, so the shift is still measured
  // against the baseline alone.
  const history = series
    .filter((p) => p.day.slice(0, 10) < baseline.start)
    .slice(-Math.max(0, HISTORY_DAYS - baselineDays.length));
  const weekly =
    currentDays.length >= 1 ? shiftTest(metric, history, baselineDays, currentDays, false) : undefined;
  let { t, p } = weekly
    ? weekly
    : currentDays.length >= 1 && baselineDays.length >= 2
      ? welch(daily(currentDays), daily(baselineDays))
      : { t: 0, p: 1 };
  let test = weekly ? 't-test of daily values, weekday effects removed' : 'Welch t-test of daily values';
  // A baseline that trends (a season, steady growth) is carried forward: the change must also
  // stand out from where the trend was heading, or it is the trend, not an anomaly.
  const fitted =
    currentDays.length >= 1 ? shiftTest(metric, history, baselineDays, currentDays, true) : undefined;
  const trend = fitted && Math.abs(fitted.slopeT) > 2 ? fitted : undefined;
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

/** Two weeks before the current days: every weekday seen twice before its effect is estimated. */
const WEEKDAY_MIN_BASELINE = 14;
/** Days before the current ones a test learns the weekday pattern and the noise from. */
const HISTORY_DAYS = 42;
/** Residual degrees of freedom a regression keeps at least. */
const MIN_DF = 8;

/**
 * The shift of the current days against the baseline days by least squares, on the log scale for
 * a positive metric: value = weekday effect + shift × [current day] + noise, and either an own
 * level of the `history` days before the baseline or, when `trend`, one slope × day through the
 * history and the baseline. Undefined without two weeks
 * before the current days or enough residual degrees of freedom. Returns the shift's t and p
 * (small-sample corrected as in `welch`), the slope's t and the factor by which the trend carries
 * the baseline's level over the current days.
 */
function shiftTest(
  metric: MetricSpec,
  history: DailyPoint[],
  baselineDays: DailyPoint[],
  currentDays: DailyPoint[],
  trend: boolean,
): { t: number; p: number; slopeT: number; factor: number } | undefined {
  if (baselineDays.length < 2 || history.length + baselineDays.length < WEEKDAY_MIN_BASELINE)
    return undefined;
  const days = [...history, ...baselineDays, ...currentDays];
  const raw = days.map((d) => kpi(metric, d.parts));
  if (!raw.every(Number.isFinite)) return undefined;
  const positive = raw.every((v) => v > 0);
  const ys = positive ? raw.map(Math.log) : raw;
  const x0 = Date.parse(days[0]!.day);
  const at = days.map((d) => (Date.parse(d.day) - x0) / DAY_MS);
  const weekdays = at.map((x) => ((Math.round(x) % 7) + 7) % 7);
  const present = [...new Set(weekdays)].sort();
  const n = days.length;
  const h = history.length;
  const b = h + baselineDays.length;
  const own = h > 0 && !trend;
  const k = present.length + (trend ? 1 : 0) + (own ? 1 : 0) + 1;
  if (n - k < MIN_DF) return undefined;
  const center = mean(at);
  const rows = days.map((_, i) => [
    ...present.map((w) => (weekdays[i] === w ? 1 : 0)),
    ...(trend ? [at[i]! - center] : []),
    ...(own ? [i < h ? 1 : 0] : []),
    i >= b ? 1 : 0,
  ]);
  const fit = leastSquares(rows, ys);
  if (!fit) return undefined;
  const shift = fit.coefficients[k - 1]!;
  const se = Math.sqrt(fit.s2 * fit.inverseDiagonal[k - 1]!);
  if (!(se > 0)) return undefined;
  const t = shift / se;
  const df = n - k;
  const z = (t * (1 - 1 / (4 * df))) / Math.sqrt(1 + (t * t) / (2 * df));
  const slopeAt = present.length;
  const slope = trend ? fit.coefficients[slopeAt]! : 0;
  const slopeSe = trend ? Math.sqrt(fit.s2 * fit.inverseDiagonal[slopeAt]!) : 0;
  // How far the trend carries the baseline's level: from the baseline's mean day to the current's.
  const span = mean(at.slice(b)) - mean(at.slice(h, b));
  const base = mean(raw.slice(h, b));
  const factor = positive ? Math.exp(slope * span) : base !== 0 ? (base + slope * span) / base : 1;
  return {
    t,
    p: 2 * (1 - normalCdf(Math.abs(z))),
    slopeT: slopeSe > 0 ? slope / slopeSe : 0,
    factor,
  };
}

/** Ordinary least squares: coefficients, residual variance and the diagonal of (XᵀX)⁻¹; undefined when singular. */
function leastSquares(
  rows: number[][],
  ys: number[],
): { coefficients: number[]; s2: number; inverseDiagonal: number[] } | undefined {
  const k = rows[0]?.length ?? 0;
  const n = rows.length;
  // [XᵀX | I | Xᵀy], reduced by Gauss–Jordan elimination with partial pivoting.
  const m = Array.from({ length: k }, (_, a) => {
    const row = new Array<number>(2 * k + 1).fill(0);
    for (let i = 0; i < n; i++) {
      const x = rows[i]!;
      for (let b = 0; b < k; b++) row[b]! += x[a]! * x[b]!;
      row[2 * k]! += x[a]! * ys[i]!;
    }
    row[k + a] = 1;
    return row;
  });
  for (let c = 0; c < k; c++) {
    let pivot = c;
    for (let r = c + 1; r < k; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    if (Math.abs(m[pivot]![c]!) < 1e-9) return undefined;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const lead = m[c]![c]!;
    for (let j = 0; j <= 2 * k; j++) m[c]![j]! /= lead;
    for (let r = 0; r < k; r++) {
      if (r === c) continue;
      const f = m[r]![c]!;
      if (f !== 0) for (let j = 0; j <= 2 * k; j++) m[r]![j]! -= f * m[c]![j]!;
    }
  }
  const coefficients = m.map((row) => row[2 * k]!);
  let sse = 0;
  for (let i = 0; i < n; i++) {
    let fitted = 0;
    for (let b = 0; b < k; b++) fitted += rows[i]![b]! * coefficients[b]!;
    sse += (ys[i]! - fitted) ** 2;
  }
  return {
    coefficients,
    s2: sse / Math.max(1, n - k),
    inverseDiagonal: m.map((row, a) => row[k + a]!),
  };
}
