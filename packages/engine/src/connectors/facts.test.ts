/**
 * A connected table's facts, read by aggregate queries inside the real PostgreSQL and MariaDB,
 * give the built-in analyst's parser the same index as the same rows in a file: the same columns
 * and roles, the same values of the text columns, number ranges, dates and row count — from a
 * table file holding none of the rows.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexDataset, provideTableFacts, type DatasetIndex } from '../planner/schema-index';
import { ToolInputError } from '../tools/types';
import { tableFacts } from './facts';
import { writeTableFile } from './table-file';
import { generateOrders } from './test-databases';
import { testEngines, useConnectedOrders, useOrdersWorkspace } from './test-support';

const ROWS = generateOrders(3_000);
const workspace = useOrdersWorkspace(ROWS);

/**
 * What the parser reads of an index, comparable across a file and a database (distinct counts
 * aside: the file's are DuckDB's estimates, the database's exact).
 */
function view(index: DatasetIndex) {
  return {
    rowCount: index.info.rowCount,
    columns: index.columns.map((c) => ({
      name: c.name,
      role: c.role,
      values: [...c.values.values()].sort(),
      min: c.min,
      max: c.max,
      yearLike: c.yearLike,
      flagTrue: c.flagTrue,
    })),
    timeColumn: index.timeColumn,
    minDate: index.minDate,
    maxDate: index.maxDate,
    timeGrain: index.timeGrain,
    values: [...index.valueIndex.keys()].sort(),
  };
}

const engines = await testEngines();

describe.each(engines)('$engine table facts', ({ engine, available }) => {
  const t = useConnectedOrders({ engine, available, prefix: 'conn_facts', rows: ROWS, workspace });

  it.skipIf(!available)('counts, ranges and listed values equal those of the rows', async () => {
    const facts = await tableFacts(t.db.source, t.db.reference);
    expect(facts.rowCount).toBe(ROWS.length);
    expect(facts.sample).toBeUndefined();
    const byName = new Map(facts.columns.map((c) => [c.name, c]));
    const amounts = ROWS.map((r) => r.amount);
    expect(byName.get('amount')).toMatchObject({
      nulls: 0,
      min: Math.min(...amounts),
      max: Math.max(...amounts),
    });
    expect(byName.get('amount')?.mean).toBeCloseTo(amounts.reduce((a, b) => a + b, 0) / amounts.length, 6);
    const dates = ROWS.map((r) => r.order_date).sort();
    expect(byName.get('order_date')).toMatchObject({ minDate: dates[0], maxDate: dates.at(-1) });
    const regions = new Map<string, number>();
    for (const r of ROWS) regions.set(r.region, (regions.get(r.region) ?? 0) + 1);
    expect(byName.get('region')?.distinct).toBe(regions.size);
    expect(new Map(byName.get('region')?.values?.map((v) => [v.value, v.count]))).toEqual(regions);
    // Most frequent first.
    const counts = byName.get('product')?.values?.map((v) => v.count) ?? [];
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(byName.get('id')?.distinct).toBe(ROWS.length);
    expect(byName.get('id')?.values).toBeUndefined();
  });

  it.skipIf(!available)(
    'on a table longer than the sample, low-cardinality columns are still counted exactly',
    async () => {
      const facts = await tableFacts(t.db.source, t.db.reference, { sampleRows: 1000 });
      const distinct = new Map(facts.columns.map((c) => [c.name, c.distinct]));
      const exact = (pick: (r: (typeof ROWS)[number]) => unknown) => new Set(ROWS.map(pick)).size;
      expect(distinct.get('order_date')).toBe(exact((r) => r.order_date));
      expect(distinct.get('product')).toBe(exact((r) => r.product));
      expect(distinct.get('quantity')).toBe(exact((r) => r.quantity));
      // Every sampled row had its own id: the count is scaled to the table.
      expect(distinct.get('id')).toBe(ROWS.length);
      expect(facts.columns.find((c) => c.name === 'region')?.values).toHaveLength(exact((r) => r.region));
    },
  );

  it.skipIf(!available)('keeps the sample’s counts when the database stops an exact count', async () => {
    const source = t.db.source;
    const refusing = Object.assign(Object.create(source) as typeof source, {
      query: (sql: string, options?: Parameters<typeof source.query>[1]) =>
        /GROUP BY|count\(DISTINCT/i.test(sql) && !sql.includes('sampled')
          ? Promise.reject(new ToolInputError('The query took longer than 1 s and was stopped.'))
          : source.query(sql, options),
    });
    const facts = await tableFacts(refusing, t.db.reference, { sampleRows: 1000 });
    const region = facts.columns.find((c) => c.name === 'region');
    expect(region?.values).toBeUndefined();
    expect(region?.distinct).toBe(new Set(ROWS.slice(0, 1000).map((r) => r.region)).size);
    expect(facts.rowCount).toBe(ROWS.length);
  });

  it.skipIf(!available)(
    'reads a table larger than the exact bound from a bounded sample, in two queries, and says so',
    async () => {
      const source = t.db.source;
      const estimate = source.catalogTable(t.db.reference)?.rowEstimate ?? 0;
      expect(estimate).toBeGreaterThan(1000);
      const before = source.queries;
      const facts = await tableFacts(source, t.db.reference, { exactRows: 1000, sampleRows: 600 });
      expect(source.queries - before).toBe(2);
      expect(facts.rowCount).toBe(estimate);
      expect(facts.sample?.method).toBe(engine === 'postgres' ? 'pages' : 'first rows');
      expect(facts.sample?.rows).toBeGreaterThan(100);
      // About the sample's size on PostgreSQL's pages, never more than twice it.
      expect(facts.sample?.rows).toBeLessThanOrEqual(engine === 'postgres' ? 1200 : 600);
      const byName = new Map(facts.columns.map((c) => [c.name, c]));
      // Every region turns up in the sample; counts are scaled to the table.
      const region = byName.get('region');
      expect(region?.values?.map((v) => v.value).sort()).toEqual(
        [...new Set(ROWS.map((r) => r.region))].sort(),
      );
      expect(region?.distinct).toBe(region?.values?.length);
      const listed = region?.values?.reduce((sum, v) => sum + v.count, 0) ?? 0;
      expect(Math.abs(listed - estimate)).toBeLessThanOrEqual(5);
      // Nearly every sampled row had its own id: the count is scaled to the table.
      expect(byName.get('id')?.distinct).toBe(estimate);
      expect(byName.get('id')?.values).toBeUndefined();
      const amounts = ROWS.map((r) => r.amount);
      const amount = byName.get('amount');
      expect(amount?.min).toBeGreaterThanOrEqual(Math.min(...amounts));
      expect(amount?.max).toBeLessThanOrEqual(Math.max(...amounts));
      expect(amount?.max).toBeGreaterThan(amount?.min ?? Infinity);
      const dates = ROWS.map((r) => r.order_date).sort();
      const date = byName.get('order_date');
      expect(date?.minDate && date.minDate >= dates[0]! && date.minDate <= dates.at(-1)!).toBe(true);
      expect(date?.maxDate && date.maxDate > date.minDate! && date.maxDate <= dates.at(-1)!).toBe(true);
      expect(byName.get('quantity')).toMatchObject({ distinct: 5, min: 1, max: 5, nulls: 0 });
    },
  );

  it.skipIf(!available)(
    'checks an estimate that says small (or none) with a bounded count before reading every row',
    async () => {
      const source = t.db.source;
      const table = source.catalogTable(t.db.reference)!;
      for (const rowEstimate of [10, null]) {
        const stale = Object.assign(Object.create(source) as typeof source, {
          catalogTable: () => ({ ...table, rowEstimate }),
        });
        const facts = await tableFacts(stale, t.db.reference, { exactRows: 1000, sampleRows: 600 });
        // The capped count found more than 1,000 rows: the table is counted and sampled.
        expect(facts.rowCount).toBe(ROWS.length);
        expect(facts.sample?.rows).toBeGreaterThan(100);
        expect(facts.columns.find((c) => c.name === 'id')?.distinct).toBe(ROWS.length);
      }
      const small = await tableFacts(source, t.db.reference, { exactRows: ROWS.length });
      expect(small.sample).toBeUndefined();
      expect(small.rowCount).toBe(ROWS.length);
    },
  );

  it.skipIf(!available)('samples a view by its first rows', async () => {
    const source = t.db.source;
    const table = source.catalogTable(t.db.reference)!;
    const view = Object.assign(Object.create(source) as typeof source, {
      catalogTable: () => ({ ...table, kind: 'view' as const }),
    });
    const facts = await tableFacts(view, t.db.reference, { exactRows: 1000, sampleRows: 600 });
    expect(facts.sample).toEqual({ rows: 600, method: 'first rows' });
    const ids = facts.columns.find((c) => c.name === 'id');
    expect(ids?.max).toBeLessThanOrEqual(ROWS.length);
  });

  it.skipIf(!available)('plans from a table file with no rows as from the file of every row', async () => {
    const info = await t.db.source.get(t.db.reference);
    const path = join(workspace.files.dir, `orders_${engine}_columns.parquet`);
    await writeTableFile(path, info.columns, []);
    const registered = await workspace.files.registry.register(path);
    expect(registered.rowCount).toBe(0);
    provideTableFacts(registered.path, await tableFacts(t.db.source, t.db.reference));
    try {
      const fromFacts = view(await indexDataset(workspace.files.registry, registered.name));
      const fromRows = view(await indexDataset(workspace.files.registry, 'orders'));
      expect(fromFacts).toEqual(fromRows);
      const index = await indexDataset(workspace.files.registry, registered.name);
      expect(index.columns.find((c) => c.name === 'product')?.distinct).toBe(
        new Set(ROWS.map((r) => r.product)).size,
      );
    } finally {
      provideTableFacts(registered.path, undefined);
    }
  });

  it.skipIf(!available)('writes rows to a table file with the catalog’s types', async () => {
    const info = await t.db.source.get(t.db.reference);
    const sample = await t.db.source.query(`SELECT * FROM orders ORDER BY id LIMIT 10`);
    const path = join(workspace.files.dir, `orders_${engine}_rows.parquet`);
    await writeTableFile(path, info.columns, sample.rows);
    const registered = await workspace.files.registry.register(path);
    expect(registered.columns.map((c) => [c.name, c.type])).toEqual([
      ['id', 'INTEGER'],
      ['order_date', 'DATE'],
      ['region', 'VARCHAR'],
      ['product', 'VARCHAR'],
      ['amount', 'DOUBLE'],
      ['quantity', 'INTEGER'],
    ]);
    const back = await workspace.files.registry.query(
      `SELECT id, CAST(order_date AS VARCHAR) AS order_date, region, amount FROM ${registered.name} ORDER BY id`,
    );
    expect(back.rows).toEqual(
      ROWS.slice(0, 10).map((r) => ({
        id: r.id,
        order_date: r.order_date,
        region: r.region,
        amount: r.amount,
      })),
    );
  });
});
