import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { asksPreviousChange, findPreviousPhrase } from './previous-change';

// One row per year: the largest rise is 2014 (+65), the largest fall 2017 (−55).
const YEARLY = [
  'year,revenue,profit',
  '2011,100,10',
  '2012,130,12',
  '2013,125,9',
  '2014,190,15',
  '2015,170,14',
  '2016,175,18',
  '2017,120,8',
  '2018,160,13',
].join('\n');

// Daily prices of two symbols: Kestrel falls most on 03-04 (−4); Orbit on 03-05 (−26).
const KESTREL = [50, 52, 51, 47, 49, 55, 54, 53, 58, 57];
const ORBIT = [200, 190, 195, 196, 170, 172, 180, 181, 179, 185];
const PRICES = [
  'date,symbol,close',
  ...KESTREL.flatMap((k, i) => {
    const day = `2021-03-${String(i + 1).padStart(2, '0')}`;
    return [`${day},KSTR,${k}`, `${day},ORBT,${ORBIT[i]}`];
  }),
].join('\n');

// Several orders a month: monthly totals 60, 90, 40, 70 (the largest fall is March, −50).
const ORDERS = [
  'order_date,item,amount',
  '2022-01-03,bolts,20',
  '2022-01-17,nuts,40',
  '2022-02-02,bolts,50',
  '2022-02-20,washers,40',
  '2022-03-09,nuts,15',
  '2022-03-21,bolts,25',
  '2022-04-04,washers,30',
  '2022-04-28,nuts,40',
].join('\n');

// Numbered seasons, a quarter within each year, and a column holding a change already.
const SEASONS = ['season,episodes,audience', '1,10,12.5', '2,12,15.0', '3,12,11.0', '4,8,11.5'].join('\n');
const QUARTERS = [
  'yr,qtr,output,output_change',
  '2019,3,100,',
  '2019,4,104,4',
  '2020,1,96,-8',
  '2020,2,99,3',
].join('\n');

// No date, year or period column: nothing to take a previous row from.
const TEAMS = ['team,points,wins', 'Lynx,40,12', 'Otters,55,17', 'Herons,31,9'].join('\n');

const t = useCsvTables({
  yearly: YEARLY,
  prices: PRICES,
  orders: ORDERS,
  teams: TEAMS,
  seasons: SEASONS,
  quarters: QUARTERS,
});

describe('the phrases of a change from the previous period', () => {
  it('finds the period said, with a change word where the phrase needs one', () => {
    expect(findPreviousPhrase('largest climb in sales from one month to the next')?.unit).toBe('month');
    expect(findPreviousPhrase('how far did it sink compared with the prior quarter')?.unit).toBe('quarter');
    expect(findPreviousPhrase('year-over-year growth of output')?.unit).toBe('year');
    expect(findPreviousPhrase('qoq figures')?.unit).toBe('quarter');
    expect(findPreviousPhrase('steepest slide ever, a fall in a single day')?.unit).toBe('day');
    // a period with no change said is a filter, not a change
    expect(findPreviousPhrase('sales in one day')).toBeUndefined();
    expect(findPreviousPhrase('output over the previous year')).toBeUndefined();
  });

  it('keeps one period set against the last for the period comparison', () => {
    expect(asksPreviousChange('how did output change vs the previous year')).toBe(false);
    expect(asksPreviousChange('the largest rise vs the previous year')).toBe(true);
    expect(asksPreviousChange('week on week change in visits')).toBe(true);
    expect(asksPreviousChange('visits growth year over year for 2023')).toBe(false);
  });
});

describe('a yearly series, one row per year', () => {
  it('ranks the years by their rise from the year before', async () => {
    const reply = await t.ask('in which year did revenue climb the most from one year to the next', 'yearly');
    expect(reply.query?.change).toEqual({ as: 'difference' });
    expect(reply.query?.groupBy).toEqual([{ column: 'year' }]);
    expect(reply.markdown).toContain('change in total revenue from the previous year');
    expect(reply.markdown).toContain('**2014**');
    expect(reply.markdown).toContain('+65');
  });

  it('reads the largest drop as the most negative change', async () => {
    const reply = await t.ask('worst decline in revenue compared to the year before?', 'yearly');
    expect(reply.query?.order?.dir).toBe('asc');
    expect(reply.markdown).toContain('**2017**');
    expect(reply.markdown).toContain('-55');
  });

  it('lists every year’s change, the first year left out', async () => {
    const reply = await t.ask('profit year on year change', 'yearly');
    expect(reply.query?.order).toBeUndefined();
    expect(reply.markdown).toContain('2012: +2 (from 10 to 12)');
    expect(reply.markdown).not.toContain('2011:');
  });

  it('keeps the change of the first year of a span, taken from the year before it', async () => {
    const reply = await t.ask(
      'largest rise in revenue from one year to the next between 2014 and 2016',
      'yearly',
    );
    expect(reply.markdown).toContain('**2014**');
    expect(reply.markdown).toContain('**+65** (from 125 to 190)');
  });

  it('sets the period asked for against the one before when a rise or fall ranks it', async () => {
    const reply = await t.ask('what year saw the sharpest revenue slump', 'yearly');
    expect(reply.query?.change).toEqual({ as: 'difference' });
    expect(reply.markdown).toContain('**2017**');
  });

  it('leaves an average of the changes to the other readings', async () => {
    const reply = await t.ask('mean yearly rise in revenue from one year to the next', 'yearly');
    expect(reply.query?.change).toBeUndefined();
  });

  it('reads a percent or growth rate as the % change, and keeps a top N', async () => {
    const pct = await t.ask('which 2 years had the highest % growth in profit over the prior year', 'yearly');
    expect(pct.query?.change?.as).toBe('percent');
    expect(pct.query?.limit).toBe(2);
    expect(pct.markdown).toContain('% change in total profit from the previous year');
    expect(pct.markdown).toContain('2014: +66.67%');
    expect(pct.markdown).toContain('2018: +62.5%');
  });
});

describe('daily prices with a symbol column', () => {
  it('keeps each symbol’s prices apart when no symbol is named', async () => {
    const reply = await t.ask('when did the close tumble the most in a single day', 'prices');
    expect(reply.query?.groupBy).toEqual([{ column: 'date', grain: 'day' }, { column: 'symbol' }]);
    expect(reply.markdown).toContain('2021-03-05 / ORBT');
    expect(reply.markdown).toContain('-26');
  });

  it('reads one symbol’s series when it is named', async () => {
    const reply = await t.ask('biggest day over day drop in close for KSTR', 'prices');
    expect(reply.query?.groupBy).toEqual([{ column: 'date', grain: 'day' }]);
    expect(reply.markdown).toContain('**2021-03-04**');
    expect(reply.markdown).toContain('**-4** (from 51 to 47)');
  });
});

describe('orders, several a month', () => {
  it('totals each month, then compares it with the month before', async () => {
    const reply = await t.ask('which month saw the sharpest dip in amount vs the previous month', 'orders');
    expect(reply.query?.groupBy).toEqual([{ column: 'order_date', grain: 'month' }]);
    expect(reply.markdown).toContain('**Mar 2022**');
    expect(reply.markdown).toContain('**-50** (from 90 to 40)');
  });

  it('lists month-over-month changes in time order', async () => {
    const reply = await t.ask('month over month change in amount', 'orders');
    expect(reply.markdown).toContain(
      'Feb 2022: +30 (from 60 to 90); Mar 2022: -50 (from 90 to 40); Apr 2022: +30 (from 40 to 70)',
    );
  });
});

describe('periods held in numbered columns', () => {
  it('orders numbered seasons, and never measures the season column itself', async () => {
    const reply = await t.ask('which season lost the most audience relative to the prior season', 'seasons');
    expect(reply.query?.measures[0]?.column).toBe('audience');
    expect(reply.markdown).toContain('**3**');
    expect(reply.markdown).toContain('**-4** (from 15 to 11)');
  });

  it('orders quarters within their years', async () => {
    const reply = await t.ask('biggest fall in output vs the quarter before', 'quarters');
    expect(reply.query?.groupBy).toEqual([{ column: 'yr' }, { column: 'qtr' }]);
    expect(reply.markdown).toContain('**2020 / 1**');
  });

  it('reads a column holding the change as it is', async () => {
    const reply = await t.ask('largest output change from one quarter to the next', 'quarters');
    expect(reply.query?.change).toBeUndefined();
  });
});

describe('a table with no time order', () => {
  it('reads no change from the previous period', async () => {
    const reply = await t.ask('biggest jump in points from one year to the next', 'teams');
    expect(reply.query?.change).toBeUndefined();
  });
});
