/**
 * The time side of an investigation: the step of the series (daily, weekly, monthly), the windows
 * a client configuration sets, the dated events of the request, and the plain error of a constant
 * metric.
 */
import type { DailyPoint } from './investigate-data.js';
import { number } from './investigate-report.js';
import type { InvestigationRequest } from './investigate-types.js';
import { readEvents, type ContextEvent, type PeriodReading } from './request.js';
import { addDays, formatRange, rangeDays } from './request-dates.js';

/** The dated events of the context, and of the problem's sentences that name an event. */
export function contextEvents(request: InvestigationRequest, lastDay: string): ContextEvent[] {
  const fromContext = request.context ? readEvents(request.context, lastDay) : [];
  const fromProblem = readEvents(request.problem, lastDay).filter((e) => e.kind !== 'event');
  return [...fromContext, ...fromProblem];
}

/** The periods of a client configuration: the last `days` days against `periods` windows before. */
export function configuredWindows(days: number, periods: number, first: string, last: string): PeriodReading {
  const current = { start: addDays(last, -(days - 1)), end: last };
  const baselineStart = addDays(current.start, -days * periods);
  const baseline = {
    start: baselineStart < first ? first : baselineStart,
    end: addDays(current.start, -1),
  };
  const currentLabel = `the last ${days} day${days > 1 ? 's' : ''} (${formatRange(current)})`;
  const baselineLabel = `the ${rangeDays(baseline)} days before (${formatRange(baseline)})`;
  return {
    current,
    baseline,
    currentLabel,
    baselineLabel,
    named: false,
    defaults: [
      `No period was named: compared ${currentLabel} with ${baselineLabel}, as the configuration sets.`,
    ],
  };
}

/** A metric with one value on every day has no change to explain: a plain error, not a made-up cause. */
export function assertNotConstant(
  series: DailyPoint[],
  label: string,
  kpiOf: (parts: number[]) => number,
): void {
  const values = series.map((d) => kpiOf(d.parts));
  const first = values[0]!;
  if (values.every((v) => Math.abs(v - first) <= 1e-9 * Math.max(1, Math.abs(first))))
    throw new Error(
      `${label} is ${number(first)} on every one of the ${series.length} days from ${series[0]!.day.slice(0, 10)} to ${series[series.length - 1]!.day.slice(0, 10)}; there is no change to explain.`,
    );
}

/**
 * The step of a series with one point every several days: 'week', 'month', 'quarter', 'year' or
 * 'period' (by the median gap between points); undefined for daily data.
 */
export function granularity(series: { day: string }[]): string | undefined {
  const gaps: number[] = [];
  for (let i = 1; i < series.length; i++)
    gaps.push(Math.round((Date.parse(series[i]!.day) - Date.parse(series[i - 1]!.day)) / 86_400_000));
  if (gaps.length === 0) return undefined;
  const median = [...gaps].sort((a, b) => a - b)[Math.floor(gaps.length / 2)]!;
  if (median < 6) return undefined;
  if (median <= 8) return 'week';
  if (median >= 27 && median <= 32) return 'month';
  if (median >= 88 && median <= 93) return 'quarter';
  if (median >= 364 && median <= 367) return 'year';
  return 'period';
}
