import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableItem, ChartItem } from '../charts/render-items';
import { aggregateTool } from './aggregate';
import { comparePeriodsTool } from './compare';
import { correlateTool, slopeSentence } from './correlate';
import { describeDatasetTool, listDatasetsTool, previewTool } from './datasets';
import { runSqlTool } from './run-sql';
import { openSampleWorkspace, type SampleWorkspace } from './sample-workspace';
import { resultToMarkdown, ToolInputError, type ToolContext } from './types';

let ws: SampleWorkspace;
let ctx: ToolContext;
const scalar = async (sql: string) => Object.values((await ws.registry.query(sql)).rows[0] ?? {})[0];

beforeAll(async () => {
  ws = await openSampleWorkspace();
  ctx = { registry: ws.registry };
});
afterAll(() => ws.dispose());

describe('dataset tools', () => {
  it('lists, describes and previews the samples', async () => {
    const list = await listDatasetsTool.run({}, ctx);
    expect((list.items[0] as TableItem).rows.map((r) => r[0])).toEqual([
      'ecommerce_orders',
      'saas_subscriptions',
      'web_traffic',
    ]);
    const described = await describeDatasetTool.run({ dataset: 'ecommerce_orders' }, ctx);
    expect(described.text).toContain('18,085 rows');
    // distinct counts are exact on a table this size, not SUMMARIZE's estimate
    const distinct = (described.items[0] as TableItem).rows.map((r) => r[3]);
    const columns = (described.items[0] as TableItem).rows.map((r) => String(r[0]));
    for (const [i, column] of columns.entries())
      expect(distinct[i]).toBe(Number(await scalar(`SELECT count(DISTINCT "${column}") FROM ecommerce_orders`)));
    const preview = await previewTool.run({ dataset: 'web_traffic', limit: 5 }, ctx);
    expect((preview.items[0] as TableItem).rows).toHaveLength(5);
    expect(listDatasetsTool.parameters).toMatchObject({ type: 'object' });
  });
});

describe('run_sql', () => {
  it('runs one SELECT and returns a table and a chart', async () => {
    const result = await runSqlTool.run(
      { sql: 'SELECT region, sum(revenue) AS revenue FROM ecommerce_orders GROUP BY 1 ORDER BY 2 DESC;' },
      ctx,
    );
    expect((result.items[0] as TableItem).rows).toHaveLength(4);
    expect((result.items[1] as ChartItem).chartType).toBe('bar');
    expect(resultToMarkdown(result)).toContain('```chart');
  });

  it('refuses anything but one read-only query over the datasets', async () => {
    const refuse = (sql: string, pattern: RegExp) =>
      expect(runSqlTool.run({ sql }, ctx)).rejects.toThrow(pattern);
    await refuse('DELETE FROM ecommerce_orders', /Only read-only queries/);
    await refuse('DROP TABLE web_traffic', /Only read-only queries/);
    await refuse('SELECT 1; SELECT 2', /exactly one/);
    await refuse("SELECT * FROM read_csv('/etc/passwd')", /read_csv\(\) is not allowed/);
    await refuse('SELECT * FROM information_schema.tables', /Unknown dataset/);
    await refuse('SELECT * FROM secret_table', /Unknown dataset/);
    await refuse('COPY ecommerce_orders TO "/tmp/x.csv"', /Only read-only/);
    await refuse('SELEC 1', /could not be parsed/);
    await expect(runSqlTool.run({ sql: 'SELECT 1' }, ctx)).resolves.toBeDefined();
    await expect(
      runSqlTool.run({ sql: 'WITH t AS (SELECT * FROM web_traffic) SELECT count(*) FROM t' }, ctx),
    ).resolves.toBeDefined();
  });

  it('applies the row limit and the statement timeout', async () => {
    const limited = await runSqlTool.run({ sql: 'SELECT * FROM ecommerce_orders', maxRows: 10 }, ctx);
    expect((limited.items[0] as TableItem).rows).toHaveLength(10);
    expect(limited.text).toContain('showing the first 10');
    const slow = 'SELECT count(*) FROM range(100000000) a, range(100000) b WHERE a.range + b.range = -1';
    await expect(runSqlTool.run({ sql: slow }, { ...ctx, timeoutMs: 200 })).rejects.toThrow(/longer than/);
  });

  it('rejects bad arguments with a clear message', async () => {
    await expect(runSqlTool.run({}, ctx)).rejects.toBeInstanceOf(ToolInputError);
  });
});

describe('aggregate', () => {
  it('computes top N with shares that match SQL', async () => {
    const result = await aggregateTool.run(
      {
        dataset: 'ecommerce_orders',
        measures: [{ fn: 'sum', column: 'revenue' }],
        groupBy: ['product'],
        limit: 3,
      },
      ctx,
    );
    const table = result.items[0] as TableItem;
    expect(table.headers).toEqual(['product', 'total revenue', 'share of total (%)']);
    expect(table.rows).toHaveLength(3);
    const top = await ws.registry.query(
      'SELECT product, sum(revenue) AS s FROM ecommerce_orders GROUP BY 1 ORDER BY 2 DESC LIMIT 1',
    );
    expect(table.rows[0]?.[0]).toBe(top.rows[0]?.product);
    expect(table.rows[0]?.[1]).toBeCloseTo(Number(top.rows[0]?.s), 2);
    // Shown rounded to cents, and the share as a percentage of the grand total.
    const cents = (table.rows[0]?.[1] as number) * 100;
    expect(Math.abs(cents - Math.round(cents))).toBeLessThan(1e-6);
    const total = await ws.registry.query('SELECT sum(revenue) AS t FROM ecommerce_orders');
    expect(table.rows[0]?.[2]).toBeCloseTo((100 * Number(top.rows[0]?.s)) / Number(total.rows[0]?.t), 2);
    expect(result.text).toMatch(/leads with a total revenue of/);
  });

  it('buckets time with filters, case-insensitively on text', async () => {
    const result = await aggregateTool.run(
      {
        dataset: 'ecommerce_orders',
        measures: [{ fn: 'count' }],
        timeColumn: 'order_date',
        timeBucket: 'month',
        filters: [
          { column: 'region', op: '=', value: 'north' },
          { column: 'order_date', op: 'between', value: ['2024-01-01', '2024-12-31'] },
        ],
      },
      ctx,
    );
    const table = result.items[0] as TableItem;
    expect(table.rows).toHaveLength(12);
    const expected = await scalar(
      "SELECT count(*) FROM ecommerce_orders WHERE region = 'North' AND year(order_date) = 2024",
    );
    expect(table.rows.reduce((s, r) => s + Number(r[1]), 0)).toBe(expected);
    expect((result.items[1] as ChartItem).chartType).toBe('line');
  });

  it('names a missing column and lists the real ones', async () => {
    await expect(
      aggregateTool.run({ dataset: 'web_traffic', measures: [{ fn: 'sum', column: 'sales' }] }, ctx),
    ).rejects.toThrow(/no column "sales". Columns: date, source/);
  });
});

describe('compare_periods and correlate', () => {
  it('compares a period with the one before it', async () => {
    const result = await comparePeriodsTool.run(
      {
        dataset: 'ecommerce_orders',
        measure: { fn: 'sum', column: 'revenue' },
        current: { from: '2024-10-01', to: '2025-01-01' },
        groupBy: 'region',
      },
      ctx,
    );
    const data = result.data as { previous: { from: string }; rows: { region: string; current: number }[] };
    expect(data.previous.from).toBe('2024-07-01');
    const west = await scalar(
      "SELECT sum(revenue) FROM ecommerce_orders WHERE region='West' AND order_date >= '2024-10-01'",
    );
    expect(data.rows.find((r) => r.region === 'West')?.current).toBeCloseTo(Number(west), 2);
  });

  it('correlates a pair and builds a matrix', async () => {
    const pair = await correlateTool.run({ dataset: 'ecommerce_orders', x: 'price', y: 'revenue' }, ctx);
    const r = await scalar('SELECT corr(price, revenue) FROM ecommerce_orders');
    expect((pair.data as { r: number }).r).toBeCloseTo(Number(r), 6);
    expect(pair.text).toMatch(/strong positive/);
    const matrix = await correlateTool.run({ dataset: 'web_traffic' }, ctx);
    expect((matrix.items[1] as ChartItem).chartType).toBe('plotly');
    expect(matrix.text).toMatch(/sessions and pageviews/);
  });

  it('puts the slope in words over a step that reads well', () => {
    expect(slopeSentence(-0.0014, 'price', 'units')).toBe(
      'On average, every 100 more of price goes with 0.14 fewer units. ',
    );
    expect(slopeSentence(2.5, 'units', 'revenue')).toBe(
      'On average, each 1 more of units goes with 2.5 more revenue. ',
    );
    expect(slopeSentence(0, 'a', 'b')).toBe('');
  });
});
