import { describe, expect, it } from 'vitest';
import type { DailyPoint } from './investigate-data.js';
import { welch } from './investigate-stats.js';
import { windowSymptom } from './investigate-window.js';
import { addDays } from './request-dates.js';

/** A seeded stream of uniform numbers in [0, 1). */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** 42 days of a daily amount with a strong weekly pattern and ±3 % noise; the last 7 days × `shift`. */
function series(seed: number, shift: number, weekly = 0.3): DailyPoint[] {
  const next = random(seed);
  return Array.from({ length: 42 }, (_, d) => {
    const level = 1000 * (1 + weekly * Math.sin((2 * Math.PI * d) / 7)) * (1 + 0.06 * (next() - 0.5));
    return { day: addDays('2024-03-01', d), parts: [level * (d >= 35 ? shift : 1)], rows: 1 };
  });
}

const metric = { kind: 'sum', column: 'amount' } as const;
const current = { start: '2024-04-05', end: '2024-04-11' };
const labels = { current: 'the last 7 days', baseline: 'the 28 days before' };

describe('the test of two date windows', () => {
  it('finds a 10 % shift that a weekly pattern hides from a plain comparison of daily values', () => {
    const days = series(1, 0.9);
    const result = windowSymptom(metric, days, current, { start: '2024-03-08', end: '2024-04-04' }, labels);
    expect(result.test).toBe('t-test of daily values, weekday effects removed');
    expect(result.p).toBeLessThan(0.001);
    expect(result.relativeChange).toBeCloseTo(-0.1, 1);
    // The same days compared without the weekday pattern removed: lost in the weekly swings.
    const value = (d: DailyPoint) => d.parts[0]!;
    const plain = welch(days.slice(35).map(value), days.slice(7, 35).map(value));
    expect(plain.p).toBeGreaterThan(0.05);
  });

  it('borrows the days before a short baseline to learn the weekday pattern', () => {
    const result = windowSymptom(
      metric,
      series(2, 0.9),
      current,
      { start: '2024-03-29', end: '2024-04-04' },
      labels,
    );
    expect(result.test).toBe('t-test of daily values, weekday effects removed');
    expect(result.p).toBeLessThan(0.001);
  });

  it('calls steady weeks steady', () => {
    let significant = 0;
    for (let seed = 10; seed < 50; seed++) {
      const result = windowSymptom(
        metric,
        series(seed, 1),
        current,
        { start: '2024-03-08', end: '2024-04-04' },
        labels,
      );
      if (result.p < 0.05) significant++;
    }
    expect(significant).toBeLessThanOrEqual(4);
  });

  it('keeps Welch for a window without two weeks of days before it', () => {
    const days = series(3, 0.9).slice(28);
    const result = windowSymptom(metric, days, current, { start: '2024-03-29', end: '2024-04-04' }, labels);
    expect(result.test).toBe('Welch t-test of daily values');
  });
});
