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
