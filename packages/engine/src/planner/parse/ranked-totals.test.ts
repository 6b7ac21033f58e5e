import { describe, expect, it } from 'vitest';
import type { AnalystQuery } from '@ai-analyst/contract';
import { useCsvTables } from '../csv-test-tables';
import { indexDataset } from '../schema-index';
import { rankedTotals } from './ranked-totals';

// A monthly series, one row a month; June 2003 is its highest month, March 2003 its lowest.
const GAUGE = [
  'DATE,ZZ.Q.B7.ALL',
  ...Array.from({ length: 36 }, (_, i) => {
    const month = (i % 12) + 1;
    const value = i === 29 ? 150 : i === 26 ? 50 : 100 + (i % 7);
    return `${2001 + Math.floor(i / 12)}-${String(month).padStart(2, '0')}-01,${value}`;
  }),
].join('\n');
// Sale lines naming 25 kites again and again: "Red Kite Jumbo" sells the most units in all,
// while one line of "Blue Kite Jumbo" has the largest revenue (900).
const SIZES = ['Small', 'Medium', 'Large', 'Jumbo', 'Mini'];
const SALES = [
  'sold_on,category,name,price,orders,revenue',
  ...Array.from({ length: 500 }, (_, i) => {
    const n = i % 25;
    const units = i === 258 ? 90 : n === 3 ? 30 + (i % 9) : 1 + ((i * 7) % 23);
    const name = `${['Red', 'Blue', 'Green', 'Gold', 'Pink'][Math.floor(n / 5)]} Kite ${SIZES[n % 5]}`;
    return `2024-01-${String((i % 28) + 1).padStart(2, '0')},${'AB'[n % 2]},${name},2,${units},${i === 258 ? 900 : units * 2}`;
  }),
].join('\n');

const t = useCsvTables({ gauge: GAUGE, sales: SALES });

describe('rankings over one row per period', () => {
  it('ranks the months of a one-measure series by that measure', async () => {
    const top = await t.ask('top 5 months', 'gauge');
    expect(top.markdown).toContain('Jun 2003');
    expect(top.markdown).not.toContain('number of rows');
    const low = await t.ask('lowest month in 2003', 'gauge');
    expect(low.markdown).toContain('**Mar 2003**');
  });
});

describe('rankings over rows of events', () => {
  it('ranks items by their total units sold, not by one line', async () => {
    const reply = await t.ask('best selling item', 'sales');
    expect(reply.query?.groupBy).toEqual([{ column: 'name' }]);
    expect(reply.markdown).toContain('**Red Kite Jumbo**');
    // the parser's row reading is turned into the grouped total
    const index = await indexDataset(t.registry, 'sales');
    const rows: AnalystQuery = { dataset: 'sales', kind: 'rows', measures: [], filters: [], groupBy: [], order: { by: 'revenue', dir: 'desc' }, limit: 1, columns: ['name', 'revenue'] };
    const fixed = rankedTotals({ query: rows, ignored: [], confidence: 1 }, index, 'best selling item').query;
    expect(fixed).toMatchObject({ kind: 'aggregate', measures: [{ fn: 'sum', column: 'orders' }], groupBy: [{ column: 'name' }] });
  });

  it('ranks the busiest group by the orders the lines carry, not by the lines', async () => {
    const reply = await t.ask('busiest category', 'sales');
    expect(reply.query?.measures).toEqual([{ fn: 'sum', column: 'orders' }]);
  });

  it('reads an amount per unit of another amount as a ratio of totals', async () => {
    const index = await indexDataset(t.registry, 'sales');
    const byOrders: AnalystQuery = { dataset: 'sales', kind: 'aggregate', measures: [{ fn: 'avg', column: 'revenue' }], filters: [], groupBy: [{ column: 'orders' }] };
    const fixed = rankedTotals({ query: byOrders, ignored: [], confidence: 1 }, index, 'avg revenue per kite ordered').query;
    expect(fixed?.measures).toEqual([{ fn: 'sum', column: 'revenue', per: { column: 'orders' } }]);
    expect(fixed?.groupBy).toEqual([]);
  });
});
