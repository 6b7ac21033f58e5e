import { describe, expect, it } from 'vitest';
import {
  displayRows,
  groupLabel,
  MISSING,
  percentText,
  periodGrain,
  periodLabel,
  periodText,
  pct,
  signedPct,
  withUnit,
} from './format';

describe('period and group labels', () => {
  it('names a year as 2012, a month as Jan 2012 and a day as 2012-01-31', () => {
    expect(periodLabel('2012-01-01', 'year')).toBe('2012');
    expect(periodLabel('2012-01-01 00:00:00', 'year')).toBe('2012');
    expect(periodLabel('2012-01-01', 'month')).toBe('Jan 2012');
    expect(periodLabel('2012-12-01', 'month')).toBe('Dec 2012');
    expect(periodLabel('2012-04-01', 'quarter')).toBe('2012 Q2');
    expect(periodLabel('2012-01-31', 'day')).toBe('2012-01-31');
    expect(periodLabel('2012-01-31 00:00:00', 'day')).toBe('2012-01-31');
    expect(periodLabel('2012-01-30', 'week')).toBe('week of 2012-01-30');
    expect(periodLabel('2012-01-31 13:00:00', 'hour')).toBe('2012-01-31 13:00');
  });

  it('shows missing values as "(missing)", never null', () => {
    expect(MISSING).toBe('(missing)');
    expect(groupLabel(null)).toBe('(missing)');
    expect(groupLabel(undefined)).toBe('(missing)');
    expect(periodLabel(null, 'month')).toBe('(missing)');
    expect(groupLabel(2012)).toBe('2012');
    expect(groupLabel('North')).toBe('North');
    expect(groupLabel(false)).toBe('false');
  });

  it('finds the period that names every date of a column', () => {
    expect(periodGrain(['2012-01-01', '2013-01-01', null])).toBe('year');
    expect(periodGrain(['2012-01-01', '2012-02-01'])).toBe('month');
    expect(periodGrain(['2012-01-01', '2012-01-31'])).toBe('day');
    expect(periodGrain(['2012-01-01 00:00:00', '2012-03-01 00:00:00'])).toBe('month');
    expect(periodGrain(['2012-01-01 10:30:00'])).toBeUndefined();
    expect(periodGrain(['North'])).toBeUndefined();
    expect(periodGrain([null])).toBeUndefined();
  });

  it('turns rows into display rows without touching the raw rows', () => {
    const raw = [
      { month: '2012-01-01', region: null, total: 5 },
      { month: '2012-02-01', region: 'North', total: 7 },
    ];
    const shown = displayRows(raw, { periods: { month: 'month' }, groups: ['region'] });
    expect(shown).toEqual([
      { month: 'Jan 2012', region: '(missing)', total: 5 },
      { month: 'Feb 2012', region: 'North', total: 7 },
    ]);
    expect(raw[0]).toEqual({ month: '2012-01-01', region: null, total: 5 });
  });

  it('writes numbers with the unit their column was read with', () => {
    expect(withUnit(12.5, '%')).toBe('12.5%');
    expect(withUnit(1234.5, '$')).toBe('$1,235');
    expect(withUnit(-3.25, '€')).toBe('−€3.25');
    expect(withUnit(7, undefined)).toBe('7');
    expect(withUnit(null, '%')).toBe('—');
  });
});

describe('percentages', () => {
  it('write a ratio with sensible precision, never "0.0%" for a small change', () => {
    expect(pct(0.123)).toBe('12.3%');
    expect(signedPct(0.042)).toBe('+4.2%');
    expect(signedPct(-0.0003126)).toBe('−0.03%');
    expect(signedPct(-0.000031)).toBe('−0.0031%');
    expect(percentText(-0.03126)).toBe('−3.1%');
    expect(percentText(0)).toBe('0%');
    expect(signedPct(0)).toBe('0%');
    expect(pct(Number.NaN)).toBe('—');
  });
});

describe('periods in prose', () => {
  it('write the end inclusive, one way everywhere', () => {
    expect(periodText('2025-01-22', '2025-01-29')).toBe('2025-01-22 to 2025-01-28');
    expect(periodText('2025-02-28', '2025-03-01')).toBe('2025-02-28');
    expect(periodText('2024-12-01', '2025-01-01')).toBe('2024-12-01 to 2024-12-31');
    expect(periodText('last week', 'now')).toBe('last week to now');
  });
});
