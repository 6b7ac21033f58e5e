/**
 * Result-size limits (huge cells, many rows, many bytes) and the SQL check's scoping and
 * function rules, through the tools people and models call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_LIMITS } from '../data/duck';
import { openSampleWorkspace, type SampleWorkspace } from '../tools/sample-workspace';
import { runSqlTool } from '../tools/run-sql';
import { ToolInputError, type ToolContext } from '../tools/types';

let ws: SampleWorkspace;
let ctx: ToolContext;

beforeAll(async () => {
  ws = await openSampleWorkspace();
  ctx = { registry: ws.registry };
});

afterAll(async () => {
  await ws.dispose();
});

describe('result limits', () => {
  it('cuts a 150 MB cell inside DuckDB and says so, with memory staying bounded', async () => {
    const rssBefore = process.memoryUsage().rss;
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        runSqlTool.run({ sql: "SELECT repeat('x', 150000000) AS big, 1 AS n" }, ctx),
      ),
    );
    const rssGrowth = process.memoryUsage().rss - rssBefore;
    for (const result of results) {
      const data = result.data as { rows: { big: string; n: number }[]; notice?: string };
      expect(data.rows[0]?.big).toHaveLength(RESULT_LIMITS.maxCellChars + 1);
      expect(data.rows[0]?.n).toBe(1);
      expect(result.text).toMatch(/1 cell was too large to show in full/);
    }
    // Four 150 MB strings never reached Node: far less than 600 MB more than before.
    expect(rssGrowth).toBeLessThan(400 * 1024 * 1024);
  });

  it('stops reading at the byte limit with a clear note', async () => {
    const result = await ws.registry.query("SELECT repeat('y', 500000) AS s FROM range(100)", {
      maxRows: 1000,
      limits: { maxResultBytes: 4 * 1024 * 1024 },
    });
    expect(result.truncated).toBe(true);
    expect(result.rows.length).toBe(8);
    expect(result.notice).toMatch(/Only the first 8 rows are shown: the result is larger than 4 MB/);
    await expect(
      ws.registry.query("SELECT repeat('y', 500000) AS s FROM range(100)", {
        limits: { maxResultBytes: 4 * 1024 * 1024 },
      }),
    ).rejects.toThrow(/larger than 4 MB/);
  });

  it('empties oversized lists and keeps every column name in place, repeated names included', async () => {
    const result = await ws.registry.query(
      'SELECT range(300000) AS l, 1 AS "a", 2 AS "a", \'ok\' AS "x""y$1" FROM range(2)',
      { maxRows: 10 },
    );
    expect(result.columns.map((c) => c.name)).toEqual(['l', 'a', 'a', 'x"y$1']);
    expect(result.rows[0]?.l).toBeNull();
    expect(result.rows[0]?.['x"y$1']).toBe('ok');
    expect(result.notice).toMatch(/2 cells were too large/);
  });

  it('keeps the order of an ordered query and its row limit', async () => {
    const result = await runSqlTool.run(
      {
        sql: 'SELECT region, sum(revenue) AS r FROM ecommerce_orders GROUP BY 1 ORDER BY r DESC',
        maxRows: 2,
      },
      ctx,
    );
    const rows = (result.data as { rows: { r: number }[]; truncated: boolean }).rows;
    expect(rows).toHaveLength(2);
    expect(rows[0]!.r).toBeGreaterThanOrEqual(rows[1]!.r);
    expect((result.data as { truncated: boolean }).truncated).toBe(true);
  });
});

describe('SQL check', () => {
  const refused = async (sql: string, message: RegExp) => {
    const run = runSqlTool.run({ sql }, ctx);
    await expect(run, sql).rejects.toBeInstanceOf(ToolInputError);
    await expect(runSqlTool.run({ sql }, ctx)).rejects.toThrow(message);
  };

  it('scopes CTE names to the query that defines them', async () => {
    await refused(`SELECT * FROM (WITH "X" AS (SELECT 1) SELECT 1) t, 'X'`, /Unknown dataset "X"/);
    await refused(
      `SELECT * FROM (WITH duckdb_settings AS (SELECT 1) SELECT 1) t, duckdb_settings`,
      /Unknown dataset/,
    );
    const ok = await runSqlTool.run(
      { sql: 'WITH a AS (SELECT 1 AS x), b AS (SELECT x + 1 AS y FROM a) SELECT y FROM b' },
      ctx,
    );
    expect((ok.data as { rows: unknown[] }).rows).toEqual([{ y: 2 }]);
    const nested = await runSqlTool.run(
      { sql: 'SELECT * FROM (WITH t AS (SELECT count(*) AS n FROM ecommerce_orders) SELECT n FROM t) q' },
      ctx,
    );
    expect((nested.data as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });

  it('refuses settings, catalog, environment and file functions', async () => {
    await refused(`SELECT current_setting('allowed_directories')`, /current_setting\(\) is not allowed/);
    await refused(`SELECT * FROM duckdb_settings()`, /duckdb_settings\(\) is not allowed/);
    await refused(`SELECT * FROM duckdb_databases()`, /not allowed/);
    await refused(`SELECT getenv('HOME')`, /getenv\(\) is not allowed/);
    await refused(`SELECT * FROM glob('/*')`, /glob\(\) is not allowed/);
    await refused(`SELECT * FROM read_csv('/etc/passwd')`, /read_csv\(\) is not allowed/);
    await refused(`SELECT * FROM query('SELECT 1')`, /query\(\) is not allowed/);
    await refused(`SELECT json_execute_serialized_sql('{}')`, /not allowed/);
    await refused(`SELECT main.current_setting('threads')`, /not allowed/);
    await refused(`SELECT * FROM information_schema.tables`, /Unknown dataset/);
    await refused(
      `COPY (SELECT 1) TO '/tmp/x.csv'`,
      /Only read-only queries|could not be parsed|exactly one/,
    );
    await refused(`SELECT 1; SELECT 2`, /exactly one/);
  });
});
