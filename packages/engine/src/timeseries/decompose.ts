/**
 * Seasonality detection and classical additive decomposition (trend + seasonal + residual).
 * Classical decomposition (a centred moving average for the trend, per-position means of the
 * detrended series for the season) is transparent and stable on the short business series this
 * product sees, where STL's extra flexibility buys little.
 */
import { autocorrelation, linearFit, mean } from './stats';

export interface Decomposition {
  period: number;
  trend: (number | null)[];
  seasonal: number[];
  residual: (number | null)[];
  /** Share of detrended variance explained by the season (0–1): how strong the seasonality is. */
  seasonalStrength: number;
}

/** Candidate periods by series frequency: weekly/yearly for days, yearly for months, etc. */
export function candidatePeriods(bucket: string): number[] {
  switch (bucket) {
    case 'day':
      return [7, 30, 365];
    case 'week':
      return [4, 13, 52];
    case 'month':
      return [12, 3, 6];
    case 'quarter':
      return [4];
    case 'hour':
      return [24, 168];
    default:
      return [];
  }
}

/**
 * Detects the dominant seasonal period: the candidate (or, without candidates, any lag up to
 * n/3) with the highest autocorrelation of the linearly detrended series, if that correlation
 * is a local peak above `threshold` and the series covers at least two full periods.
 */
export function detectSeasonality(
  values: readonly number[],
  candidates: number[] = [],
  threshold = 0.3,
): { period: number; acf: number } | null {
  const n = values.length;
  const { slope, intercept } = linearFit(values);
  const detrended = values.map((v, t) => v - (intercept + slope * t));
  const maxLag = Math.floor(n / 2);
  if (maxLag < 2) return null;
  const acf = autocorrelation(detrended, maxLag);
  const lags = candidates.length
    ? candidates
    : Array.from({ length: Math.floor(n / 3) - 1 }, (_, i) => i + 2);
  let best: { period: number; acf: number } | null = null;
  for (const lag of lags) {
    if (lag < 2 || lag * 2 > n) continue;
    const r = acf[lag] ?? 0;
    const peak = r >= (acf[lag - 1] ?? -1) && r >= (acf[lag + 1] ?? -1);
    if (r >= threshold && peak && (!best || r > best.acf)) best = { period: lag, acf: r };
  }
  return best;
}

/** Centred moving average of width `period` (a 2×m MA for even periods); null at the ends. */
export function centredMovingAverage(values: readonly number[], period: number): (number | null)[] {
  const n = values.length;
  const half = Math.floor(period / 2);
  return values.map((_, t) => {
    if (t - half < 0 || t + half >= n) return null;
    if (period % 2 === 1) {
      let s = 0;
      for (let k = t - half; k <= t + half; k++) s += values[k] as number;
      return s / period;
    }
    let s = ((values[t - half] as number) + (values[t + half] as number)) / 2;
    for (let k = t - half + 1; k <= t + half - 1; k++) s += values[k] as number;
    return s / period;
  });
}

/** Additive decomposition with the given period (needs at least two full periods). */
export function decompose(values: readonly number[], period: number): Decomposition {
  const trend = centredMovingAverage(values, period);
  const byPosition: number[][] = Array.from({ length: period }, () => []);
  values.forEach((v, t) => {
    const tr = trend[t];
    if (tr !== null && tr !== undefined) byPosition[t % period]?.push(v - tr);
  });
  const raw = byPosition.map((xs) => (xs.length ? mean(xs) : 0));
  const offset = mean(raw);
  const pattern = raw.map((s) => s - offset);
  const seasonal = values.map((_, t) => pattern[t % period] as number);
  const residual = values.map((v, t) => {
    const tr = trend[t];
    return tr === null || tr === undefined ? null : v - tr - (seasonal[t] as number);
  });
  const res = residual.filter((r): r is number => r !== null);
  const detr = values
    .map((v, t) => (trend[t] === null ? null : v - (trend[t] as number)))
    .filter((x): x is number => x !== null);
  const variance = (xs: number[]) => {
    const m = mean(xs);
    return xs.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, xs.length);
  };
  const strength = detr.length ? Math.max(0, 1 - variance(res) / (variance(detr) || 1)) : 0;
  return { period, trend, seasonal, residual, seasonalStrength: strength };
}
