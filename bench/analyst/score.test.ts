import { describe, expect, it } from 'vitest';
import { extractNumbers, missingValues, namedBeforeRunnersUp, numberMatches, valueAppears, valueAt } from './score';

const num = (value: number) => ({ kind: 'number' as const, value });

describe('number matching', () => {
  it('accepts the expected value rounded to the precision the reply shows', () => {
    for (const reply of ['1,234.5', '1234.46', '1234', '1.23k', '1.234K', 'a total of **1,234**'])
      expect(valueAppears(num(1234.46), reply), reply).toBe(true);
  });

  it('refuses a rounding that is too coarse or a different number', () => {
    for (const reply of ['1.2k', '1k', '1,240', '1235.5', '12,345'])
      expect(valueAppears(num(1234.46), reply), reply).toBe(false);
  });

  it('keeps two decimals enough for small values and refuses one significant digit', () => {
    expect(valueAppears(num(0.7534), 'r = 0.75')).toBe(true);
    expect(valueAppears(num(0.7534), 'r = 0.8')).toBe(false);
    expect(valueAppears(num(-7.1), 'the minimum is −7.1 °C')).toBe(true);
    expect(valueAppears(num(7.1), 'the minimum is -7.1')).toBe(false);
  });

  it('reads millions and billions written in words or suffixes', () => {
    expect(valueAppears(num(2767891499), '$2.77 billion')).toBe(true);
    expect(valueAppears(num(2767891499), '2.77B')).toBe(true);
    expect(valueAppears(num(1304887562), '1.30 bn')).toBe(true);
    expect(valueAppears(num(1304887562), '1.2 bn')).toBe(false);
  });

  it('does not read the parts of a date as numbers, but takes a year bucket for its year', () => {
    expect(extractNumbers('on 2012-07-31').map((n) => n.value)).toEqual([]);
    expect(valueAppears(num(31), 'on 2012-07-31')).toBe(false);
    expect(valueAppears(num(2013), '| 2013-01-01 | 828 |')).toBe(true);
  });

  it('accepts a fraction for a share and an unsigned size for a change only when asked', () => {
    expect(valueAppears(num(43.81), '0.438 of days')).toBe(false);
    expect(valueAppears(num(43.81), '0.438 of days', { percent: true })).toBe(true);
    expect(valueAppears(num(43.81), '43.8% of days', { percent: true })).toBe(true);
    expect(valueAppears(num(-93.6), 'fell by 93.6')).toBe(false);
    expect(valueAppears(num(-93.6), 'fell by 93.6', { unsigned: true })).toBe(true);
  });

  it('numberMatches works on the written precision', () => {
    expect(numberMatches(12.3456, { value: 12.35, halfUnit: 0.005, percent: false })).toBe(true);
    expect(numberMatches(12.3456, { value: 12, halfUnit: 0.5, percent: false })).toBe(false);
  });
});

describe('dates, months and text', () => {
  it('finds a date in its common written forms', () => {
    const date = { kind: 'date' as const, value: '2012-07-31' };
    for (const reply of ['2012-07-31', 'July 31, 2012', 'Jul 31 2012', '31 July 2012', '31st Jul 2012', '7/31/2012', '2012-07-31T00:00:00'])
      expect(valueAppears(date, `the day was ${reply}.`), reply).toBe(true);
    expect(valueAppears(date, 'the day was 2012-07-30')).toBe(false);
  });

  it('finds a month as "Jul 2012" or "2012-07"', () => {
    const month = { kind: 'month' as const, value: '2012-07' };
    expect(valueAppears(month, 'peak in Jul 2012')).toBe(true);
    expect(valueAppears(month, 'peak in 2012-07')).toBe(true);
    expect(valueAppears(month, 'peak in Jun 2012')).toBe(false);
  });

  it('matches text on word boundaries, case-insensitively, month names by their short form', () => {
    expect(valueAppears({ kind: 'text', value: 'sun' }, '**Sun** leads')).toBe(true);
    expect(valueAppears({ kind: 'text', value: 'sun' }, 'sunny days')).toBe(false);
    expect(valueAppears({ kind: 'text', value: 'November' }, '| Nov | 12.3 |')).toBe(true);
    expect(valueAppears({ kind: 'text', value: 'Hong Kong, China' }, 'Hong Kong, China has 0.96')).toBe(true);
    expect(valueAppears({ kind: 'text', value: 'IN' }, 'airports in the data')).toBe(false);
    expect(valueAppears({ kind: 'text', value: 'IN' }, '| IN | 65 |')).toBe(true);
  });

  it('lists the values the reply lacks', () => {
    expect(missingValues([num(641), { kind: 'text', value: 'rain' }], 'rain: 641 days')).toEqual([]);
    expect(missingValues([num(641), num(640)], 'rain: 641 days')).toEqual([num(640)]);
  });
});

describe('ranking questions', () => {
  const text = (value: string) => ({ kind: 'text' as const, value });
  const species = [text('Gentoo'), text('Chinstrap'), text('Adelie')];

  it('takes a reply that names the answer before the runners-up', () => {
    const reply = '**Gentoo** is heaviest (5,076 g), ahead of Chinstrap (3,733 g) and Adelie.';
    expect(namedBeforeRunnersUp([text('Gentoo')], species, reply)).toBe(true);
  });

  it('does not read a runner-up inside the expected name as named before it', () => {
    const albums = [text('Red'), text("Red (Taylor's Version)"), text('Lover')];
    const reply = "**Red (Taylor's Version)** has the most tracks: 30.";
    expect(namedBeforeRunnersUp([text("Red (Taylor's Version)")], albums, reply)).toBe(true);
    expect(namedBeforeRunnersUp([text('Lover')], albums, "**Red** has 22, Lover 18.")).toBe(false);
  });

  it('refuses a reply that lists every group led by another one', () => {
    const reply = '**Adelie** leads with 152 rows; Gentoo 124; Chinstrap 68.';
    expect(valueAppears(text('Gentoo'), reply)).toBe(true);
    expect(namedBeforeRunnersUp([text('Gentoo')], species, reply)).toBe(false);
  });

  it('takes a top N in any order before the rest, and refuses one that misses a member', () => {
    const years = [2014, 2012, 2015, 2013].map((value) => ({ kind: 'number' as const, value }));
    expect(namedBeforeRunnersUp(years.slice(0, 2), years, 'top 2: 2012 (1,226) and 2014 (1,233); then 2015')).toBe(true);
    expect(namedBeforeRunnersUp(years.slice(0, 2), years, 'top 2: 2014 and 2015, then 2012')).toBe(false);
  });

  it('gives positions in the reply as written, across dates, ordinals and numbers', () => {
    const reply = 'On **July 31st, 2012** it was 35.6, and on 2012-08-01 it was 34.4.';
    expect(valueAt({ kind: 'date', value: '2012-07-31' }, reply)).toBe(reply.indexOf('July'));
    expect(valueAt({ kind: 'number', value: 34.4 }, reply)).toBe(reply.indexOf('34.4'));
    expect(valueAt({ kind: 'number', value: 1 }, reply)).toBe(-1);
  });
});
