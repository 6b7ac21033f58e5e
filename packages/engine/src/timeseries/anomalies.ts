/**
 * Anomalies and change points. Anomalies are points whose residual (after removing trend and
 * season) is far from the rest by a robust z-score, so one huge spike cannot hide others by
 * inflating the standard deviation. Change points come from binary segmentation of the mean
 * with a BIC-style penalty, which finds lasting level shifts rather than single spikes.
 */
import { median, robustSigma } from './stats';

export interface Anomaly {
  index: number;
  value: number;
  expected: number;
  score: number;
  direction: 'spike' | 'drop';
}

/** Robust z-score anomalies of the residuals; `period` removes the season first when given. */
export function detectAnomalies(
  values: readonly number[],
  period: number | null,
  threshold = 3.5,
  /** A point must also differ from its expected value by this share; 1% wiggles are not news. */
  minRelative = 0.05,
): Anomaly[] {
  const n = values.length;
  if (n < 5) return [];
  const expected = robustExpected(values, period);
  const residuals = values.map((v, i) => v - (expected[i] as number));
  const center = median(residuals);
  const sigma = robustSigma(residuals) || 1e-9;
  const out: Anomaly[] = [];
  residuals.forEach((r, i) => {
    const score = (r - center) / sigma;
    const expectedValue = expected[i] as number;
    if (Math.abs(score) >= threshold && Math.abs(r) >= minRelative * Math.abs(expectedValue)) {
      out.push({
        index: i,
        value: values[i] as number,
        expected: expected[i] as number,
        score,
        direction: score > 0 ? 'spike' : 'drop',
      });
    }
  });
  return out.sort((a, b) => Math.abs(b.score) - Math.abs(a.score));
}

export interface ChangePoint {
  index: number;
  before: number;
  after: number;
}

/**
 * Binary segmentation with a straight line per segment: a steady trend is one segment, so it
 * is never cut into a staircase of "shifts", while a jump in level (or a turn in direction)
 * lowers the squared error enough to be kept. The noise level is estimated from first
 * differences (robust to the shifts themselves); a split must lower the error by more than
 * `penaltyFactor`·σ²·log(n).
 */
export function detectChangePoints(
  values: readonly number[],
  options: { minSegment?: number; penaltyFactor?: number; period?: number | null } = {},
): ChangePoint[] {
  const n = values.length;
  const minSeg = options.minSegment ?? Math.max(4, Math.floor(n / 20));
  // Removing the season first keeps weekly ups and downs from looking like shifts.
  const period = options.period && n >= 2 * options.period ? options.period : 0;
  const seasonal = period ? robustSeasonalPattern(values, period) : [];
  const series = values.map((v, t) => v - (period ? (seasonal[t % period] as number) : 0));
  const diffs = series.slice(1).map((v, i) => v - (series[i] as number));
  const sigma = robustSigma(diffs) / Math.SQRT2 || robustSigma(series) || 1;
  const penalty = (options.penaltyFactor ?? 8) * sigma * sigma * Math.log(n);
  // Prefix sums of t, t², y, t·y and y² give any segment's least-squares line in O(1).
  const P = { t: [0], tt: [0], y: [0], ty: [0], yy: [0] };
  series.forEach((y, t) => {
    P.t.push((P.t[t] as number) + t);
    P.tt.push((P.tt[t] as number) + t * t);
    P.y.push((P.y[t] as number) + y);
    P.ty.push((P.ty[t] as number) + t * y);
    P.yy.push((P.yy[t] as number) + y * y);
  });
  const sum = (arr: number[], a: number, b: number) => (arr[b] as number) - (arr[a] as number);
  const line = (a: number, b: number) => {
    const m = b - a;
    const st = sum(P.t, a, b);
    const sy = sum(P.y, a, b);
    const stt = sum(P.tt, a, b) - (st * st) / m;
    const sty = sum(P.ty, a, b) - (st * sy) / m;
    const slope = stt > 0 ? sty / stt : 0;
    const intercept = (sy - slope * st) / m;
    const sse = sum(P.yy, a, b) - (sy * sy) / m - slope * sty;
    return { slope, intercept, sse };
  };
  const splits: number[] = [];
  const segment = (a: number, b: number) => {
    if (b - a < 2 * minSeg) return;
    let bestGain = 0;
    let bestK = -1;
    const whole = line(a, b).sse;
    for (let k = a + minSeg; k <= b - minSeg; k++) {
      const gain = whole - line(a, k).sse - line(k, b).sse;
      if (gain > bestGain) {
        bestGain = gain;
        bestK = k;
      }
    }
    if (bestK < 0 || bestGain < penalty) return;
    splits.push(bestK);
    segment(a, bestK);
    segment(bestK, b);
  };
  segment(0, n);
  splits.sort((x, y) => x - y);
  const bounds = [0, ...splits, n];
  // The level on each side of a shift is where each side's line meets the split.
  return splits.map((k, i) => {
    const left = line(bounds[i] as number, k);
    const right = line(k, bounds[i + 2] as number);
    return {
      index: k,
      before: left.intercept + left.slope * (k - 1),
      after: right.intercept + right.slope * k,
    };
  });
}

/** Rolling median over an odd window: a level estimate that spikes cannot drag along. */
function rollingMedian(values: readonly number[], window: number): number[] {
  const half = window >> 1;
  return values.map((_, i) =>
    median(values.slice(Math.max(0, i - half), Math.min(values.length, i + half + 1))),
  );
}

/** Per-position median of the series around its rolling median: a season robust to outliers. */
function robustSeasonalPattern(values: readonly number[], period: number): number[] {
  const level = rollingMedian(values, period | 1);
  const byPos: number[][] = Array.from({ length: period }, () => []);
  values.forEach((v, t) => byPos[t % period]?.push(v - (level[t] as number)));
  const raw = byPos.map((xs) => median(xs));
  const offset = median(raw);
  return raw.map((r) => r - offset);
}

/**
 * What each point "should" be: a rolling median level plus, with a period, the robust seasonal
 * pattern (the level is taken from the deseasonalized series so the season does not leak in).
 */
function robustExpected(values: readonly number[], period: number | null): number[] {
  const n = values.length;
  if (period && n >= 2 * period) {
    const pattern = robustSeasonalPattern(values, period);
    const adjusted = values.map((v, t) => v - (pattern[t % period] as number));
    const level = rollingMedian(adjusted, Math.max(period | 1, 5));
    return level.map((l, t) => l + (pattern[t % period] as number));
  }
  const window = Math.max(3, Math.min(15, Math.floor(n / 5)) | 1);
  return rollingMedian(values, window);
}
