import { beforeAll, describe, expect, it } from 'vitest';
import type { ChartItem, TableItem } from '../charts/render-items';
import { useTestWorkspace } from '../data/test-workspace';
import { aggregateTool } from './aggregate';
import type { Row } from '../data/duck';
import type { ToolContext } from './types';

const workspace = useTestWorkspace('engine-display-');
let ctx: ToolContext;

beforeAll(async () => {
  // Dates as people write them (text at first), and a sale without a region.
  await workspace.load('sales.csv', ['sold,region,amount', 'Jan 5 2012,North,10', 'Feb 9 2012,,5', 'Mar 3 2013,South,7', 'Jan 20 2013,North,1']);
  ctx = { registry: workspace.registry };
});

/** The raw rows a tool returns beside what it shows. */
const rawRows = (data: unknown) => (data as { rows: Row[] }).rows;

const base = {
  dataset: 'sales',
  measures: [{ fn: 'sum' as const, column: 'amount' }],
  filters: [],
  chart: 'auto' as const,
};

describe('tool tables and charts show periods and missing values for people', () => {
  it('a year bucket shows as 2012, while the data keeps the date', async () => {
    const result = await aggregateTool.run(
      { ...base, groupBy: [], timeBucket: 'year', timeColumn: 'sold' },
      ctx,
    );
    const table = result.items[0] as TableItem;
    expect(table.rows.map((r) => r[0])).toEqual(['2012', '2013']);
    expect((result.items[1] as ChartItem).data?.labels).toEqual(['2012', '2013']);
    expect(rawRows(result.data).map((r) => r.year)).toEqual(['2012-01-01', '2013-01-01']);
    expect(result.text).toContain('(2012)');
  });

  it('a month bucket shows as Jan 2012', async () => {
    const result = await aggregateTool.run(
      { ...base, groupBy: [], timeBucket: 'month', timeColumn: 'sold' },
      ctx,
    );
    expect((result.items[0] as TableItem).rows.map((r) => r[0])).toEqual([
      'Jan 2012',
      'Feb 2012',
      'Jan 2013',
      'Mar 2013',
    ]);
  });

  it('a missing group key shows as "(missing)", not null', async () => {
    const result = await aggregateTool.run({ ...base, groupBy: ['region'], order: 'asc' }, ctx);
    const table = result.items[0] as TableItem;
    expect(table.rows.map((r) => r[0])).toEqual(['(missing)', 'South', 'North']);
    expect((result.items[1] as ChartItem).data?.labels).toContain('(missing)');
    expect(result.text).toMatch(/^\*\*\(missing\)\*\* is lowest/);
    expect(rawRows(result.data).map((r) => r.region)).toContain(null);
  });
});
