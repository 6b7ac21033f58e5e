/**
 * Exponential smoothing (simple, Holt's linear trend, additive Holt-Winters) and the Theta
 * method, with prediction intervals. Smoothing parameters are chosen by a coarse grid search on
 * one-step-ahead squared error: deterministic, fast on business series of a few hundred to a
 * few thousand points, and free of the local-minimum surprises of a numeric optimizer.
 */
import { linearFit, mean, zFor } from './stats';

export type ModelName = 'ses' | 'holt' | 'holt_winters' | 'theta';

export interface FittedModel {
  model: ModelName;
  params: Record<string, number>;
  /** One-step-ahead fitted values (null where the model had no forecast yet). */
  fitted: (number | null)[];
  /** Residual standard deviation of the one-step errors. */
  sigma: number;
  /** Point forecasts for steps 1..h. */
  forecast(h: number): number[];
  /** Multiplier of sigma² for the h-step forecast variance. */
  varianceFactor(h: number): number;
}

const ALPHAS = [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.99];
const BETAS = [0.01, 0.05, 0.1, 0.2, 0.3];
const GAMMAS = [0.01, 0.05, 0.1, 0.2, 0.3, 0.5];

interface Run {
  sse: number;
  fitted: (number | null)[];
  level: number;
  trend: number;
  season: number[];
}

/** Additive Holt-Winters recursion; with period 0 it is Holt, and with useTrend false it is SES. */
function run(
  y: readonly number[],
  alpha: number,
  beta: number,
  gamma: number,
  period: number,
  useTrend: boolean,
): Run {
  const m = period;
  let level: number;
  let trend: number;
  let season: number[] = [];
  let start: number;
  if (m > 0) {
    const first = y.slice(0, m);
    const second = y.slice(m, 2 * m);
    level = mean(first);
    trend = useTrend ? (mean(second) - level) / m : 0;
    season = first.map((v) => v - level);
    start = m;
  } else {
    level = y[0] as number;
    trend = useTrend && y.length > 1 ? (y[1] as number) - (y[0] as number) : 0;
    start = 1;
  }
  const fitted: (number | null)[] = new Array<number | null>(start).fill(null);
  let sse = 0;
  for (let t = start; t < y.length; t++) {
    const s = m > 0 ? (season[t % m] as number) : 0;
    const yhat = level + trend + s;
    const obs = y[t] as number;
    fitted.push(yhat);
    sse += (obs - yhat) ** 2;
    const prevLevel = level;
    level = alpha * (obs - s) + (1 - alpha) * (level + trend);
    if (useTrend) trend = beta * (level - prevLevel) + (1 - beta) * trend;
    if (m > 0) season[t % m] = gamma * (obs - prevLevel - trend) + (1 - gamma) * s;
  }
  // Rotate the season so index 0 is the position of the next observation.
  return { sse, fitted, level, trend, season };
}

function build(
  model: ModelName,
  y: readonly number[],
  best: Run,
  params: Record<string, number>,
  period: number,
  nParams: number,
): FittedModel {
  const n = y.length;
  const sigma = Math.sqrt(best.sse / Math.max(1, n - (period || 1) - nParams));
  const { alpha = 0, beta = 0, gamma = 0 } = params;
  return {
    model,
    params,
    fitted: best.fitted,
    sigma,
    forecast: (h) =>
      Array.from(
        { length: h },
        (_, i) =>
          best.level + (i + 1) * best.trend + (period > 0 ? (best.season[(n + i) % period] as number) : 0),
      ),
    varianceFactor: (h) => {
      let v = 1;
      for (let j = 1; j < h; j++) {
        const c = alpha * (1 + j * beta) + (period > 0 && j % period === 0 ? gamma * (1 - alpha) : 0);
        v += c * c;
      }
      return v;
    },
  };
}

/** Fits SES, Holt or additive Holt-Winters by grid search over the smoothing parameters. */
export function fitSmoothing(
  y: readonly number[],
  kind: 'ses' | 'holt' | 'holt_winters',
  period = 0,
): FittedModel {
  const m = kind === 'holt_winters' ? period : 0;
  if (kind === 'holt_winters' && (m < 2 || y.length < 2 * m + 2))
    throw new Error('Holt-Winters needs two full seasons of data');
  const useTrend = kind !== 'ses';
  let best: { run: Run; params: Record<string, number> } | null = null;
  for (const alpha of ALPHAS) {
    for (const beta of useTrend ? BETAS : [0]) {
      for (const gamma of m > 0 ? GAMMAS : [0]) {
        const r = run(y, alpha, beta, gamma, m, useTrend);
        if (!best || r.sse < best.run.sse) best = { run: r, params: { alpha, beta, gamma } };
      }
    }
  }
  const chosen = best as { run: Run; params: Record<string, number> };
  const params =
    kind === 'ses'
      ? { alpha: chosen.params.alpha as number }
      : kind === 'holt'
        ? { alpha: chosen.params.alpha as number, beta: chosen.params.beta as number }
        : chosen.params;
  return build(kind, y, chosen.run, params, m, Object.keys(params).length);
}

/**
 * The Theta method (Assimakopoulos & Nikolopoulos; Hyndman & Billah's form): simple exponential
 * smoothing plus half the series' linear slope as drift. With a period, the series is
 * seasonally adjusted first (additive indices) and the season added back to the forecast.
 */
export function fitTheta(y: readonly number[], period = 0): FittedModel {
  const n = y.length;
  let indices: number[] = [];
  if (period >= 2 && n >= 2 * period) {
    const trend = linearFit(y);
    const byPos: number[][] = Array.from({ length: period }, () => []);
    y.forEach((v, t) => byPos[t % period]?.push(v - (trend.intercept + trend.slope * t)));
    const raw = byPos.map((xs) => mean(xs));
    const off = mean(raw);
    indices = raw.map((r) => r - off);
  }
  const season = (t: number) => (indices.length ? (indices[t % indices.length] as number) : 0);
  const adjusted = y.map((v, t) => v - season(t));
  const ses = fitSmoothing(adjusted, 'ses');
  const alpha = ses.params.alpha as number;
  const drift = linearFit(adjusted).slope / 2;
  const level = ses.forecast(1)[0] as number;
  const fitted = ses.fitted.map((f, t) => (f === null ? null : f + drift + season(t)));
  const residuals = y
    .map((v, t) => (fitted[t] === null ? null : v - (fitted[t] as number)))
    .filter((r): r is number => r !== null);
  const sigma = Math.sqrt(residuals.reduce((s, r) => s + r * r, 0) / Math.max(1, residuals.length - 2));
  return {
    model: 'theta',
    params: { alpha, drift, period: indices.length },
    fitted,
    sigma,
    forecast: (h) =>
      Array.from(
        { length: h },
        (_, i) => level + drift * (i + 1 - 1 + 1 / alpha - (1 - alpha) ** n / alpha) + season(n + i),
      ),
    varianceFactor: (h) => 1 + (h - 1) * alpha * alpha,
  };
}

export interface ForecastPoint {
  step: number;
  value: number;
  lower: number;
  upper: number;
}

/** Point forecasts with a central prediction interval at `level` (e.g. 0.95). */
export function predict(model: FittedModel, h: number, level = 0.95): ForecastPoint[] {
  const z = zFor(level);
  return model.forecast(h).map((value, i) => {
    const half = z * model.sigma * Math.sqrt(model.varianceFactor(i + 1));
    return { step: i + 1, value, lower: value - half, upper: value + half };
  });
}
