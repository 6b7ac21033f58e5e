/**
 * The built-in analyst on a connected table: its typed query is compiled to the database's
 * dialect and runs inside PostgreSQL or MariaDB, and the same plain-language questions give the
 * same numbers as on the same rows in a file. Each engine gets its own throwaway database.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerQuestion, type Answer } from '../planner/answer';
import { askDataTool, type AskDataData } from '../planner/ask-data';
import type { ToolContext } from '../tools/types';
import { connectedOrders, generateOrders, ordersWorkspace, serverAvailable } from './test-databases';

const ROWS = generateOrders(6_000);
const suffix = `${process.pid}_${Date.now() % 100_000}`;
let files: Awaited<ReturnType<typeof ordersWorkspace>>;

beforeAll(async () => {
  files = await ordersWorkspace(ROWS);
}, 60_000);
afterAll(() => files?.close());

/** Rows in a stable order with numbers rounded, so decimals in a database and doubles compare equal. */
function normalized(rows: unknown[]): string[] {
  return rows
    .map((row) =>
      JSON.stringify(row, (_k, v: unknown) => (typeof v === 'number' ? Math.round(v * 1000) / 1000 : v)),
    )
    .sort();
}

const dataOf = (answer: Answer) => answer.result?.data as AskDataData | undefined;

const engines = [
  { engine: 'postgres' as const, available: await serverAvailable('postgres') },
  { engine: 'mysql' as const, available: await serverAvailable('mysql') },
];

const QUESTIONS = [
  'What is the total amount?',
  'total amount in North in 2024',
  'total amount by month',
  'top 3 products by total amount',
  'share of amount by region',
  'compare the total amount in 2023 and 2024',
  'which order has the highest amount?',
  'average quantity by region in 2023',
];

describe.each(engines)('the built-in analyst on $engine', ({ engine, available }) => {
  let db: Awaited<ReturnType<typeof connectedOrders>>;
  let ctx: ToolContext;
  const quote = (name: string) => (engine === 'postgres' ? `"${name}"` : `\`${name}\``);

  beforeAll(async () => {
    if (!available) return;
    // The file's dataset name stands for the database table, as the server's copy of it does.
    db = await connectedOrders(engine, `analyst_test_${engine}_${suffix}`, ROWS, {}, 'orders');
    ctx = { registry: files.registry, connected: (d) => (d === 'orders' ? db.source : undefined) };
  }, 120_000);
  afterAll(async () => {
    if (available) await db.close();
  });

  it.skipIf(!available).each(QUESTIONS)(
    'answers “%s” inside the database with the file’s numbers',
    async (question) => {
      const onFile = await answerQuestion(files.registry, question, { datasets: ['orders'] });
      const onDatabase = await answerQuestion(files.registry, question, {
        datasets: ['orders'],
        connected: ctx.connected,
      });
      expect(onFile.query, onFile.markdown).toBeDefined();
      expect(onDatabase.query).toEqual(onFile.query);
      expect(onDatabase.error).toBeUndefined();
      const fileData = dataOf(onFile);
      const dbData = dataOf(onDatabase);
      expect(dbData?.sql).toContain(`${quote('orders')}`);
      expect(dbData?.sql).not.toBe(fileData?.sql);
      expect(normalized(dbData?.rows ?? [])).toEqual(normalized(fileData?.rows ?? []));
      // Ties aside (the rows of a tie come in the database's order), the reply reads the same.
      if (onFile.query?.kind !== 'rows') expect(onDatabase.result?.text).toBe(onFile.result?.text);
    },
  );

  const typed: [string, Partial<AnalystQuery>][] = [
    [
      'percent of rows meeting a condition, by region',
      {
        kind: 'percent',
        condition: [{ kind: 'compare', column: 'amount', op: '>', value: 50 }],
        groupBy: [{ column: 'region' }],
      },
    ],
    [
      'rows by quarter and weekday',
      { kind: 'aggregate', groupBy: [{ column: 'order_date', grain: 'quarter' }] },
    ],
    [
      'calendar months and weekdays',
      {
        kind: 'aggregate',
        measures: [{ fn: 'sum', column: 'amount' }],
        groupBy: [
          { column: 'order_date', part: 'month' },
          { column: 'order_date', part: 'weekday' },
        ],
      },
    ],
    [
      'the week and the bottom 2 regions by average, products not P3',
      {
        kind: 'aggregate',
        measures: [{ fn: 'avg', column: 'amount' }],
        groupBy: [{ column: 'region' }],
        filters: [
          { kind: 'values', column: 'product', values: ['P3'], negate: true },
          { kind: 'date_range', column: 'order_date', from: '2023-03-01', to: '2023-06-01' },
        ],
        order: { by: 'measure', dir: 'asc' },
        limit: 2,
      },
    ],
    [
      'two regions compared per year',
      {
        kind: 'compare',
        measures: [{ fn: 'count_distinct', column: 'product' }],
        sides: [
          { label: 'North', filters: [{ kind: 'values', column: 'region', values: ['North'] }] },
          { label: 'South', filters: [{ kind: 'values', column: 'region', values: ['South'] }] },
        ],
        groupBy: [{ column: 'order_date', grain: 'year' }],
      },
    ],
    [
      'spread and missing values in the second quarter',
      {
        kind: 'aggregate',
        measures: [
          { fn: 'stddev', column: 'amount' },
          { fn: 'missing', column: 'region' },
          { fn: 'max', column: 'amount' },
        ],
        filters: [{ kind: 'date_part', column: 'order_date', part: 'quarter', values: [2] }],
      },
    ],
    [
      'the correlation of amount and quantity, per product',
      { kind: 'correlation', pair: ['amount', 'quantity'], groupBy: [{ column: 'product' }] },
    ],
  ];
  it.skipIf(!available).each(typed)('a typed query gives the file’s numbers: %s', async (_name, partial) => {
    const query = { dataset: 'orders', measures: [], filters: [], groupBy: [], ...partial } as AnalystQuery;
    const onFile = await askDataTool.run(query, { registry: files.registry });
    const onDatabase = await askDataTool.run(query, ctx);
    const fileData = onFile.data as AskDataData;
    const dbData = onDatabase.data as AskDataData;
    expect(dbData.sql).toContain(quote('orders'));
    expect(normalized(dbData.rows)).toEqual(normalized(fileData.rows));
    expect(onDatabase.text).toBe(onFile.text);
  });

  it.skipIf(!available)(
    'medians and percentiles run inside PostgreSQL and MariaDB, also over one side of a comparison',
    async () => {
      const queries = [
        {
          dataset: 'orders',
          kind: 'aggregate',
          measures: [{ fn: 'median', column: 'amount' }],
          filters: [],
          groupBy: [{ column: 'region' }],
        },
        {
          dataset: 'orders',
          kind: 'aggregate',
          measures: [
            { fn: 'percentile', column: 'amount', p: 0.9 },
            { fn: 'avg', column: 'quantity' },
          ],
          filters: [{ kind: 'date_part', column: 'order_date', part: 'year', values: [2024] }],
          groupBy: [{ column: 'order_date', grain: 'quarter' }],
        },
        {
          dataset: 'orders',
          kind: 'compare',
          measures: [{ fn: 'median', column: 'amount' }],
          sides: [
            {
              label: '2023',
              filters: [{ kind: 'date_part', column: 'order_date', part: 'year', values: [2023] }],
            },
            {
              label: '2024',
              filters: [{ kind: 'date_part', column: 'order_date', part: 'year', values: [2024] }],
            },
          ],
          filters: [],
          groupBy: [],
        },
      ] as AnalystQuery[];
      for (const query of queries) {
        const onFile = await askDataTool.run(query, { registry: files.registry });
        const before = db.source.queries;
        const onDatabase = await askDataTool.run(query, ctx);
        expect(normalized((onDatabase.data as AskDataData).rows), JSON.stringify(query)).toEqual(
          normalized((onFile.data as AskDataData).rows),
        );
        expect((onDatabase.data as AskDataData).sql).toMatch(/percentile_cont\(0\.\d+\) WITHIN GROUP/i);
        expect(db.source.queries).toBe(before + 1);
      }
    },
  );

  it
    .skipIf(!available)
    .each(['forecast the total amount for the next 3 months', 'monthly trend of the amount'])(
    'plans “%s” with the series tools, which read the database’s totals',
    async (question) => {
      const onFile = await answerQuestion(files.registry, question, { datasets: ['orders'] });
      const before = db.source.queries;
      const onDatabase = await answerQuestion(files.registry, question, {
        datasets: ['orders'],
        connected: ctx.connected,
      });
      expect(onDatabase.steps.map((s) => s.tool)).toEqual(onFile.steps.map((s) => s.tool));
      expect(onDatabase.steps.length).toBeGreaterThan(0);
      expect(onDatabase.steps.every((s) => s.ok)).toBe(true);
      expect(db.source.queries).toBeGreaterThan(before);
      expect(onDatabase.result?.text).toBe(onFile.result?.text);
    },
  );
});
