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
