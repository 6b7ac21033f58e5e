import { describe, expect, it } from 'vitest';
import type { DatasetInfo } from './registry';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-numeric-dates-');
const { load, values } = workspace;

const typeOf = (info: DatasetInfo, column: string) => info.columns.find((c) => c.name === column)?.type;

describe('dates written as yyyymmdd numbers', () => {
  it('a whole-number column under a date header whose values are all days becomes DATE', async () => {
    const info = await load('readings.csv', ['obs_date,level', '19990105,4.5', '19990112,', '20000229,5.25']);
    expect(typeOf(info, 'obs_date')).toBe('DATE');
    expect(await values(info, 'obs_date')).toEqual(['1999-01-05', '1999-01-12', '2000-02-29']);
    expect(typeOf(info, 'level')).toBe('DOUBLE');
  });

  it('beside text columns that convert too, the date column is still read as dates', async () => {
    const info = await load('mixed.csv', ['Day,price,flag', '20210301,$1.50,yes', '20210302,$2.00,no']);
    expect(typeOf(info, 'Day')).toBe('DATE');
    expect(await values(info, 'Day')).toEqual(['2021-03-01', '2021-03-02']);
  });

  it('an 8-digit code under another header stays a number', async () => {
    const info = await load('codes.csv', ['account,amount', '20210301,5', '20210302,6']);
    expect(typeOf(info, 'account')).not.toBe('DATE');
  });

  it('a date header over numbers that are not all days stays a number', async () => {
    const info = await load('not_days.csv', ['date,amount', '20210301,5', '20211399,6']);
    expect(typeOf(info, 'date')).not.toBe('DATE');
    const years = await load('years.csv', ['date,amount', '1999,5', '2000,6']);
    expect(typeOf(years, 'date')).not.toBe('DATE');
  });
});

describe('dates written as decimal years', () => {
  it('a column of fractions under a date or year header becomes DATE', async () => {
    const info = await load('decimal_years.csv', ['decimal date,level', '2015.0,1', '2015.5,2', '2016.25,3']);
    expect(typeOf(info, 'decimal date')).toBe('DATE');
    expect(await values(info, 'decimal date')).toEqual(['2015-01-01', '2015-07-02', '2016-04-01']);
  });

  it('fractions under another header, or out of the years, stay numbers', async () => {
    const time = await load('elapsed.csv', ['time,level', '1500.5,1', '1600.25,2']);
    expect(typeOf(time, 'time')).toBe('DOUBLE');
    const small = await load('small_years.csv', ['year,level', '0.5,1', '1.5,2']);
    expect(typeOf(small, 'year')).toBe('DOUBLE');
  });
});
