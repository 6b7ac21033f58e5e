/**
 * Fuzzing the tools' SQL builders with hostile column names: quotes, `$1`…`$9`, `$&`, `$'`,
 * "$`", backticks, semicolons, comment markers, parentheses, keywords and Unicode (direction
 * marks, emoji). Each run writes a real dataset whose columns carry those names, calls every
 * tool that builds SQL, and checks every statement the tools sent: DuckDB's own parser reads
 * exactly one statement, it reads only the named dataset, and it ran.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatasetRegistry } from '../data/registry';
import { quoteIdent, quoteLiteral } from '../data/sql';
import { findTool } from '../tools/catalog';
import type { ToolContext } from '../tools/types';

const FRAGMENTS = [
  '"',
  "'",
  "''",
  '""',
  '$1',
  '$2',
  '$3',
  '$9',
  '$&',
  "$'",
  '$`',
  '`',
  ';',
  '--',
  '/*',
  '*/',
  '(',
  ')',
  ') FILTER (WHERE 1=1',
  "COPY (SELECT 1) TO '/tmp/pwned.csv'",
  ' ',
  '\\',
  '%',
  '_',
  '\u200f',
  '\u202e',
  '\u2066',
  '😀',
  'é',
  't',
  'x',
  'AS',
  'FROM',
];

const fragmentName = fc
  .array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: 5 })
  .map((parts) => parts.join(''));

let root: string;
let registry: DatasetRegistry;
let scratch: DuckDBInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'engine-sql-fuzz-'));
  await mkdir(join(root, 'files'), { recursive: true });
  registry = await DatasetRegistry.open({ cacheDir: join(root, 'cache'), dataDirs: [join(root, 'files')] });
  scratch = await DuckDBInstance.create(':memory:');
});

afterAll(async () => {
  await registry.close();
  scratch.closeSync();
  await rm(root, { recursive: true, force: true });
});

interface Ast {
  error?: boolean;
  error_message?: string;
  statements?: unknown[];
}

/** Table names (other than the statement's own CTEs) and table functions in a parsed statement. */
function references(
  node: unknown,
  out: { tables: string[]; tableFunctions: string[] },
  ctes = new Set<string>(),
): void {
  if (Array.isArray(node)) return node.forEach((n) => references(n, out, ctes));
  if (node === null || typeof node !== 'object') return;
  const obj = node as Record<string, unknown>;
  const defined = ((obj.cte_map as { map?: { key?: string }[] } | undefined)?.map ?? []).map((e) =>
    String(e.key),
  );
  const scope = defined.length ? new Set([...ctes, ...defined]) : ctes;
  if (obj.type === 'BASE_TABLE' && scope.has(String(obj.table_name)) && !obj.schema_name) {
    return;
  }
  if (obj.type === 'BASE_TABLE') out.tables.push(`${String(obj.schema_name)}.${String(obj.table_name)}`);
  if (obj.type === 'TABLE_FUNCTION') out.tableFunctions.push(JSON.stringify(obj.function));
  Object.values(obj).forEach((v) => references(v, out, scope));
}

/** The SQL check's own parse of a query (its text travels as a parameter, never as SQL). */
const GUARD_PARSE = 'SELECT json_serialize_sql($1::VARCHAR) AS ast';

async function checkStatement(sql: string, dataset: string): Promise<void> {
  if (sql === GUARD_PARSE) return;
  if (sql.startsWith('SUMMARIZE ')) {
    expect(sql).toBe(`SUMMARIZE ${quoteIdent(dataset)}`);
    return;
  }
  const parsed = await registry.query(GUARD_PARSE, { params: [sql] });
  const ast = JSON.parse(String(parsed.rows[0]?.ast)) as Ast;
  expect(ast.error, `${sql}\n${ast.error_message ?? ''}`).toBe(false);
  expect(ast.statements, sql).toHaveLength(1);
  const refs = { tables: [] as string[], tableFunctions: [] as string[] };
  references(ast.statements, refs);
  expect(refs.tableFunctions, sql).toEqual([]);
  expect(new Set(refs.tables), sql).toEqual(new Set([`.${dataset}`]));
}

describe('tool SQL builders under hostile column names', () => {
  it('build one statement over the named dataset, and it runs', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fragmentName, fragmentName, fragmentName, fragmentName),
        fc.constantFrom('a', "b'$1", 'c"; --', '$&'),
        async ([tn, xn, yn, gn], filterValue) => {
          // Distinct prefixes keep the four names distinct even for DuckDB's case-blind binder.
          const [t, x, y, g] = [`t${tn}`, `x${xn}`, `y${yn}`, `g${gn}`];
          const file = join(root, 'files', `fuzz_${run++}.parquet`);
          const connection = await scratch.connect();
          await connection.run(
            `COPY (SELECT DATE '2024-01-01' + CAST(i AS INTEGER) AS ${quoteIdent(t)}, i * 1.5 AS ${quoteIdent(x)}, ` +
              `(i % 7) * 2.0 + i AS ${quoteIdent(y)}, ['a', 'b''$1', 'c"; --', '$&'][1 + i % 4] AS ${quoteIdent(g)} ` +
              `FROM range(120) r(i)) TO ${quoteLiteral(file)} (FORMAT parquet)`,
          );
          connection.closeSync();
          const info = await registry.register(file);
          const sent: string[] = [];
          const recording = new Proxy(registry, {
            get(target, prop, receiver) {
              if (prop === 'query')
                return (sql: string, options?: Parameters<DatasetRegistry['query']>[1]) => {
                  sent.push(sql);
                  return target.query(sql, options);
                };
              const value: unknown = Reflect.get(target, prop, receiver);
              return typeof value === 'function'
                ? (value as (...a: unknown[]) => unknown).bind(target)
                : value;
            },
          });
          const ctx: ToolContext = { registry: recording };
          const dataset = info.name;
          const filters = [
            { column: g, op: '=', value: filterValue },
            { column: g, op: 'contains', value: filterValue },
            { column: g, op: 'in', value: [filterValue, 'a'] },
            { column: x, op: 'between', value: [0, 1000] },
          ];
          const calls: [string, unknown][] = [
            ['describe_dataset', { dataset }],
            ['profile', { dataset, histograms: 2 }],
            ['preview', { dataset, limit: 5 }],
            [
              'aggregate',
              {
                dataset,
                measures: [
                  { fn: 'sum', column: x },
                  { fn: 'count_distinct', column: g },
                  { fn: 'median', column: y, as: `${y}$&` },
                ],
                groupBy: [g],
                filters: [filters[3]],
              },
            ],
            [
              'aggregate',
              {
                dataset,
                measures: [{ fn: 'avg', column: y }],
                timeColumn: t,
                timeBucket: 'month',
                groupBy: [g],
              },
            ],
            [
              'aggregate',
              {
                dataset,
                measures: [{ fn: 'sum', column: x }],
                groupBy: [g],
                order: 'desc',
                limit: 2,
                filters: [filters[0]],
              },
            ],
            ['aggregate', { dataset, measures: [{ fn: 'count' }], filters: [filters[1], filters[2]] }],
            [
              'compare_periods',
              {
                dataset,
                measure: { fn: 'sum', column: x },
                timeColumn: t,
                current: { from: '2024-03-01', to: '2024-04-01' },
                groupBy: g,
              },
            ],
            [
              'compare_periods',
              {
                dataset,
                measure: { fn: 'count_distinct', column: g },
                timeColumn: t,
                current: { from: '2024-02-01', to: '2024-03-01' },
              },
            ],
            ['correlate', { dataset, x, y }],
            ['correlate', { dataset, columns: [x, y], method: 'spearman' }],
            [
              'time_series',
              {
                dataset,
                timeColumn: t,
                measure: { fn: 'sum', column: x },
                bucket: 'week',
                filters: [filters[3]],
              },
            ],
            ['anomalies', { dataset, timeColumn: t, measure: { fn: 'avg', column: y } }],
            [
              'chart',
              {
                sql: `SELECT ${quoteIdent(g)}, sum(${quoteIdent(x)}) AS total FROM ${quoteIdent(dataset)} GROUP BY 1 ORDER BY 1`,
                x: g,
                y: ['total'],
                kind: 'bar',
              },
            ],
          ];
          for (const [name, args] of calls) {
            const tool = findTool(name);
            if (!tool) throw new Error(`no tool ${name}`);
            const result = await tool.run(args, ctx);
            expect(result.items.length + result.text.length, name).toBeGreaterThan(0);
          }
          expect(sent.length).toBeGreaterThan(10);
          for (const sql of sent) await checkStatement(sql, dataset);
          await registry.unregister(dataset);
          await rm(file, { force: true });
        },
      ),
      { numRuns: 50 },
    );
    expect(registry.names()).toEqual([]);
  }, 300_000);

  it('reproduces the compare_periods probe: "t$3" and a crafted column stay names', async () => {
    const file = join(root, 'files', 'probe.parquet');
    const crafted = `x)) FILTER (WHERE 1=1); COPY (SELECT 1) TO '${join(root, 'files', 'pwned.csv')}'; --`;
    const connection = await scratch.connect();
    await connection.run(
      `COPY (SELECT DATE '2024-01-01' + CAST(i AS INTEGER) AS "t$3", i AS "amount", 1 AS "v", i AS ${quoteIdent(crafted)} ` +
        `FROM range(60) r(i)) TO ${quoteLiteral(file)} (FORMAT parquet)`,
    );
    connection.closeSync();
    const info = await registry.register(file);
    const compare = findTool('compare_periods');
    const result = await compare?.run(
      {
        dataset: info.name,
        measure: { fn: 'sum', column: crafted },
        timeColumn: 't$3',
        current: { from: '2024-02-01', to: '2024-03-01' },
      },
      { registry },
    );
    const data = result?.data as { sql: string; rows: { current: number; previous: number }[] };
    await checkStatement(data.sql, info.name);
    // February (days 31–59) against January (days 0–30).
    expect(data.rows[0]).toMatchObject({ current: 1305, previous: 465 });
    await expect(
      import('node:fs/promises').then((fs) => fs.stat(join(root, 'files', 'pwned.csv'))),
    ).rejects.toThrow();
    await registry.unregister(info.name);
  });
});
