import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

const pad = (n: number) => String(n).padStart(2, '0');

// Hourly readings of one year, written here: the load peaks in July and at 18:00.
const HOURLY = [
  'logged_at,load_kw,humidity',
  ...Array.from({ length: 365 * 24 }, (_, i) => {
    const at = new Date(Date.UTC(2019, 0, 1) + i * 3_600_000);
    const month = at.getUTCMonth() + 1;
    const hour = at.getUTCHours();
    const load = 100 + 10 * (6 - Math.abs(month - 7)) + (hour === 18 ? 40 : hour % 5);
    return `${at.toISOString().slice(0, 19)},${load},${50 + (i % 30)}`;
  }),
].join('\n');

// Daily sales over three years, written here.
const DAILY = [
  'sold_on,sales',
  ...Array.from({ length: 3 * 365 }, (_, i) => {
    const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000);
    return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())},${200 + (i % 17)}`;
  }),
].join('\n');

// Two months of daily prices; June is the dearer month.
const SHORT = [
  'traded_on,price',
  ...Array.from({ length: 61 }, (_, i) => {
    const day = new Date(Date.UTC(2023, 5, 1) + i * 86_400_000);
    return `${day.toISOString().slice(0, 10)},${day.getUTCMonth() === 5 ? 50 + (i % 3) : 40 + (i % 3)}`;
  }),
].join('\n');

// Daily arrivals over two years with the date split into columns; the fewest on 2022-03-14, the
// most on 2021-07-04, then 2022-08-01 and 2021-12-24.
const PEAKS: Record<string, number> = { '2021-07-04': 990, '2022-08-01': 980, '2021-12-24': 970, '2022-03-14': 5 };
const ARRIVALS = [
  'year,month,day_of_month,arrivals',
  ...Array.from({ length: 2 * 365 }, (_, i) => {
    const day = new Date(Date.UTC(2021, 0, 1) + i * 86_400_000);
    const [y, m, d] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    return `${y},${m},${d},${PEAKS[`${y}-${pad(m)}-${pad(d)}`] ?? 400 + (i % 50)}`;
  }),
].join('\n');

const tables = useCsvTables({ plant_load: HOURLY, shop_sales: DAILY, gate_arrivals: ARRIVALS, short_prices: SHORT });
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('months of data that spans one year', () => {
  it('groups by the month of the year, named', async () => {
    const reply = await ask('avg load by month', 'plant_load');
    expect(reply.query?.groupBy).toEqual([{ column: 'logged_at', part: 'month' }]);
    expect(reply.markdown).toContain('January');
    expect(reply.markdown).not.toContain('2019-01');
  });

  it('names the month a superlative picks', async () => {
    const reply = await ask('which month has the highest average load', 'plant_load');
    expect(reply.markdown).toContain('**July**');
    expect(reply.markdown).toContain('You asked which month has the highest average load');
  });

  it('keeps the year of a few months of data, and names the month asked which of', async () => {
    const grouped = await ask('avg price by month', 'short_prices');
    expect(grouped.markdown).toContain('Jun 2023');
    const picked = await ask('which month had the highest avg price', 'short_prices');
    expect(picked.markdown).toContain('**June**');
  });

  it('keeps the months of each year apart when the data spans several years', async () => {
    const reply = await ask('total sales by month', 'shop_sales');
    expect(reply.query?.groupBy).toEqual([{ column: 'sold_on', grain: 'month' }]);
  });
});

describe('hours of the day', () => {
  it('groups a timestamp by its hour', async () => {
    const reply = await ask('avg load by hour', 'plant_load');
    expect(reply.query?.groupBy).toEqual([{ column: 'logged_at', part: 'hour' }]);
  });

  it('names the hour with the highest average', async () => {
    const reply = await ask('which hour has the highest load on average', 'plant_load');
    expect(reply.query?.groupBy).toEqual([{ column: 'logged_at', part: 'hour' }]);
    expect(reply.markdown).toContain('**18**');
  });
});

describe('month ranges', () => {
  it('compares two ranges of months, one wrapping the year end', async () => {
    const reply = await ask('avg load jun-aug vs dec-feb', 'plant_load');
    expect(reply.query?.kind).toBe('compare');
    expect(reply.query?.filters).toEqual([]);
    expect(reply.query?.sides?.map((s) => s.filters)).toEqual([
      [{ kind: 'date_part', column: 'logged_at', part: 'month', values: [6, 7, 8] }],
      [{ kind: 'date_part', column: 'logged_at', part: 'month', values: [12, 1, 2] }],
    ]);
  });

  it('reads a season restated as its months as one side', async () => {
    const reply = await ask('summer vs winter avg load (june to august vs december to february)', 'plant_load');
    expect(reply.query?.filters).toEqual([]);
    expect(reply.query?.sides).toHaveLength(2);
  });

  it('reads "from june to august" as one group of months', async () => {
    const reply = await ask('avg load from june to august', 'plant_load');
    expect(reply.query?.filters).toEqual([
      { kind: 'date_part', column: 'logged_at', part: 'month', values: [6, 7, 8] },
    ]);
  });
});

describe('days of a date split into columns', () => {
  it('names the day with the fewest', async () => {
    const reply = await ask('day with the fewest arrivals', 'gate_arrivals');
    expect(reply.markdown).toContain('**2022-03-14**');
  });

  it('lists the top 3 days with their numbers', async () => {
    const reply = await ask('top 3 days with the most arrivals', 'gate_arrivals');
    for (const day of ['2021-07-04', '2022-08-01', '2021-12-24']) expect(reply.markdown).toContain(`**${day}**`);
    expect(reply.markdown).toContain('990');
  });
});
