/**
 * Model choice by holdout: each candidate (SES, Holt, Holt-Winters when a season is present,
 * Theta) is fitted on all but the last points and scored by mean absolute error on them; the
 * winner is refitted on the whole series to forecast. Business users get one forecast and the
 * reason it was chosen, instead of a menu of models.
 */
import { detectSeasonality } from './decompose';
import {
  fitSmoothing,
  fitTheta,
  predict,
  type FittedModel,
  type ForecastPoint,
  type ModelName,
} from './smoothing';

export interface ForecastResult {
  model: ModelName;
  params: Record<string, number>;
  period: number | null;
  holdout: { size: number; errors: { model: ModelName; mae: number }[] };
  points: ForecastPoint[];
  level: number;
}

function candidates(y: readonly number[], period: number | null): ((s: readonly number[]) => FittedModel)[] {
  const out: ((s: readonly number[]) => FittedModel)[] = [
    (s) => fitSmoothing(s, 'ses'),
    (s) => fitSmoothing(s, 'holt'),
    (s) => fitTheta(s, period ?? 0),
  ];
  if (period && y.length >= 2 * period + 4) out.push((s) => fitSmoothing(s, 'holt_winters', period));
  return out;
}

/**
 * Forecasts `horizon` steps ahead. `seasonCandidates` are the periods worth testing for this
 * frequency (see candidatePeriods); pass `period` to force one.
 */
export function forecastSeries(
  y: readonly number[],
  horizon: number,
  options: { seasonCandidates?: number[]; period?: number | null; level?: number } = {},
): ForecastResult {
  if (y.length < 4) throw new Error('At least 4 points are needed to forecast.');
  const period =
    options.period !== undefined
      ? options.period
      : (detectSeasonality(y, options.seasonCandidates ?? [])?.period ?? null);
  const holdoutSize = Math.max(1, Math.min(horizon, Math.floor(y.length / 4)));
  const train = y.slice(0, y.length - holdoutSize);
  const test = y.slice(y.length - holdoutSize);
  const errors: { model: ModelName; mae: number }[] = [];
  let best: { mae: number; make: (s: readonly number[]) => FittedModel } | null = null;
  for (const make of candidates(y, period)) {
    let model: FittedModel;
    try {
      model = make(train);
    } catch {
      continue; // E.g. Holt-Winters when the training part is shorter than two seasons.
    }
    const f = model.forecast(holdoutSize);
    const mae = test.reduce((s, v, i) => s + Math.abs(v - (f[i] as number)), 0) / holdoutSize;
    errors.push({ model: model.model, mae });
    if (!best || mae < best.mae) best = { mae, make };
  }
  const final = (best ?? { make: (s: readonly number[]) => fitSmoothing(s, 'ses') }).make(y);
  const level = options.level ?? 0.95;
  return {
    model: final.model,
    params: final.params,
    period,
    holdout: { size: holdoutSize, errors },
    points: predict(final, horizon, level),
    level,
  };
}
