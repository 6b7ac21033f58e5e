import { describe, expect, it } from 'vitest';
import { decompose, detectSeasonality } from './decompose';
import { detectAnomalies, detectChangePoints } from './anomalies';
import { forecastSeries } from './forecast';
import { fitSmoothing, fitTheta, predict } from './smoothing';
import { autocorrelation, zFor } from './stats';

/** A deterministic pseudo-noise in [-1, 1] so tests do not depend on Math.random. */
const noise = (t: number) => {
  let a = (t * 2654435761 + 12345) >>> 0;
  a = Math.imul(a ^ (a >>> 15), a | 1);
  a ^= a + Math.imul(a ^ (a >>> 7), a | 61);
  return (((a ^ (a >>> 14)) >>> 0) / 4294967296) * 2 - 1;
};
const seasonalPattern = [5, -3, 2, -4, 0, 8, -8];

describe('statistics helpers', () => {
  it('computes autocorrelation and normal quantiles', () => {
    const alternating = Array.from({ length: 100 }, (_, t) => (t % 2 ? 1 : -1));
    const acf = autocorrelation(alternating, 2);
    expect(acf[0]).toBeCloseTo(1, 9);
    expect(acf[1]).toBeCloseTo(-0.99, 2);
    expect(zFor(0.95)).toBeCloseTo(1.96, 2);
    expect(zFor(0.85)).toBeCloseTo(1.4395, 3);
  });
});

describe('seasonality and decomposition', () => {
  const series = Array.from(
    { length: 140 },
    (_, t) => 100 + 0.5 * t + (seasonalPattern[t % 7] as number) + 0.3 * noise(t),
  );

  it('finds a weekly period, with and without candidate periods', () => {
    expect(detectSeasonality(series, [7, 30])?.period).toBe(7);
    expect(detectSeasonality(series)?.period).toBe(7);
    const trendOnly = Array.from({ length: 60 }, (_, t) => 2 * t + 0.1 * noise(t));
    expect(detectSeasonality(trendOnly, [7, 12])).toBeNull();
  });

  it('recovers the trend and the seasonal pattern', () => {
    const d = decompose(series, 7);
    expect(d.trend[70]).toBeCloseTo(135, 0);
    seasonalPattern.forEach((s, i) => expect(d.seasonal[i]).toBeCloseTo(s, 0));
    expect(d.seasonalStrength).toBeGreaterThan(0.95);
  });
});

describe('forecasting', () => {
  it('Holt extrapolates a straight line exactly', () => {
    const line = Array.from({ length: 30 }, (_, t) => 5 + 2 * t);
    const model = fitSmoothing(line, 'holt');
    const f = model.forecast(3);
    expect(f[0]).toBeCloseTo(65, 6);
    expect(f[2]).toBeCloseTo(69, 6);
  });

  it('SES forecasts a constant level and widening intervals', () => {
    const flat = Array.from({ length: 50 }, (_, t) => 10 + noise(t));
    const points = predict(fitSmoothing(flat, 'ses'), 5);
    expect(points[0]?.value).toBeCloseTo(10, 0);
    expect(points[4]!.upper - points[4]!.lower).toBeGreaterThanOrEqual(points[0]!.upper - points[0]!.lower);
  });

  it('Holt-Winters wins on a trending seasonal series and forecasts it closely', () => {
    const gen = (t: number) => 200 + 1.5 * t + 3 * (seasonalPattern[t % 7] as number) + 0.5 * noise(t);
    const history = Array.from({ length: 126 }, (_, t) => gen(t));
    const result = forecastSeries(history, 14, { seasonCandidates: [7] });
    expect(result.period).toBe(7);
    expect(result.model).toBe('holt_winters');
    result.points.forEach((p, i) => {
      expect(Math.abs(p.value - gen(126 + i))).toBeLessThan(3);
      expect(p.lower).toBeLessThan(gen(126 + i));
      expect(p.upper).toBeGreaterThan(gen(126 + i));
    });
    expect(result.holdout.errors.map((e) => e.model).sort()).toEqual([
      'holt',
      'holt_winters',
      'ses',
      'theta',
    ]);
  });

  it('Theta adds half the slope as drift to simple smoothing', () => {
    const line = Array.from({ length: 40 }, (_, t) => 10 + t + 0.01 * noise(t));
    const theta = fitTheta(line);
    expect(theta.params.drift).toBeCloseTo(0.5, 2);
    const f = theta.forecast(2);
    expect(f[1]! - f[0]!).toBeCloseTo(0.5, 2);
  });
});

describe('anomalies and change points', () => {
  it('flags a planted spike and a planted drop on a seasonal series', () => {
    const values = Array.from(
      { length: 120 },
      (_, t) => 50 + (seasonalPattern[t % 7] as number) + 0.5 * noise(t),
    );
    values[40] = (values[40] as number) + 40;
    values[90] = (values[90] as number) - 30;
    const found = detectAnomalies(values, 7);
    expect(found.map((a) => a.index).sort((a, b) => a - b)).toEqual([40, 90]);
    expect(found.find((a) => a.index === 90)?.direction).toBe('drop');
  });

  it('finds a lasting level shift but not weekly ups and downs', () => {
    const values = Array.from(
      { length: 140 },
      (_, t) => (t < 80 ? 100 : 70) + (seasonalPattern[t % 7] as number) + noise(t),
    );
    const cps = detectChangePoints(values, { period: 7 });
    expect(cps).toHaveLength(1);
    expect(Math.abs(cps[0]!.index - 80)).toBeLessThanOrEqual(3);
    expect(cps[0]!.after).toBeLessThan(cps[0]!.before);
    const stable = Array.from({ length: 140 }, (_, t) => 100 + (seasonalPattern[t % 7] as number) + noise(t));
    expect(detectChangePoints(stable, { period: 7 })).toHaveLength(0);
  });
});
