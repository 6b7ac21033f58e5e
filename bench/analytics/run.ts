/**
 * bench/analytics: the planner's accuracy and time per question over the samples, then our
 * tools against the same work written as raw DuckDB SQL on a 10-million-row sales table, and
 * how long a file takes to become a queryable table of the workspace. Prints tables; asserts nothing. Run: npm run bench:analytics (BENCH_REPEATS sets the
 * runs per case, BENCH_ONLY a regular expression of the cases to run)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DuckDBInstance } from '@duckdb/node-api';
import { DatasetRegistry } from '@ai-analyst/engine/data/registry';
import { aggregateTool } from '@ai-analyst/engine/tools/aggregate';
import { profileTool } from '@ai-analyst/engine/profile/tool';
import { openSampleWorkspace } from '@ai-analyst/engine/tools/sample-workspace';
import { evaluateAll } from '@ai-analyst/engine/planner/evaluate';
import { QUESTION_SET } from '@ai-analyst/engine/planner/question-set';
import type { ToolContext } from '@ai-analyst/engine/tools/types';
import { ensureBenchData, OUT_DIR } from './generate';

const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
/** Runs only the tools-vs-SQL cases whose label matches (e.g. BENCH_ONLY='month|top'). */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;

async function timeMedian(fn: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

/**
 * Medians of two workloads run alternately (A, B, A, B…), so that load from other processes
 * on a shared machine falls on both sides alike instead of skewing the ratio.
 */
async function interleaved(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number, number]> {
  const ta: number[] = [];
  const tb: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    for (const [fn, out] of [
      [a, ta],
      [b, tb],
    ] as const) {
      const t = performance.now();
      await fn();
      out.push(performance.now() - t);
    }
  }
  const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] as number;
  return [median(ta), median(tb)];
}

const ms = (v: number) => `${v.toFixed(v < 10 ? 2 : 0)} ms`;
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? 0;

async function plannerBench(): Promise<void> {
  const ws = await openSampleWorkspace();
  try {
    await evaluateAll(ws.registry, QUESTION_SET.slice(0, 5)); // Warm the planner's schema index.
    const { outcomes, accuracy } = await evaluateAll(ws.registry, QUESTION_SET);
    const plan = outcomes.map((o) => o.planMs);
    const total = outcomes.map((o) => o.totalMs);
    console.log('\n## Planner over the sample question set');
    console.log(
      `accuracy: ${outcomes.filter((o) => o.ok).length}/${outcomes.length} = ${(accuracy * 100).toFixed(1)}%`,
    );
    console.log('| | mean | p50 | p95 | max |\n|---|---|---|---|---|');
    for (const [label, xs] of [
      ['plan only', plan],
      ['plan + run + markdown', total],
    ] as const) {
      console.log(
        `| ${label} | ${ms(xs.reduce((a, b) => a + b, 0) / xs.length)} | ${ms(quantile(xs, 0.5))} | ${ms(quantile(xs, 0.95))} | ${ms(Math.max(...xs))} |`,
      );
    }
    for (const o of outcomes.filter((x) => !x.ok)) console.log(`  ✗ ${o.question}: ${o.reason}`);
  } finally {
    await ws.dispose();
  }
}

async function toolsVsSql(parquet: string, csv: string): Promise<void> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'bench-analytics-'));
  const registry = await DatasetRegistry.open({
    cacheDir,
    dataDirs: [OUT_DIR],
    threads: 2,
    memoryLimit: '4GB',
  });
  // The baseline runs the same SQL text on the registry's sandboxed query instance.
  const sql = async (text: string) => (await registry.query(text)).rows;
  try {
    let t = performance.now();
    const info = await registry.register(parquet, { name: 'sales' });
    console.log(
      `\n## Tools vs raw DuckDB SQL on ${info.rowCount.toLocaleString('en-US')} rows (Parquet view, registered in ${ms(performance.now() - t)}), median of ${REPEATS}`,
    );
    const ctx: ToolContext = { registry, timeoutMs: 600_000 };
    const cases: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
      [
        'aggregate: sum, avg, count by region',
        () =>
          aggregateTool.run(
            {
              dataset: 'sales',
              groupBy: ['region'],
              measures: [{ fn: 'sum', column: 'revenue' }, { fn: 'avg', column: 'price' }, { fn: 'count' }],
            },
            ctx,
          ),
        () =>
          sql('SELECT region, sum(revenue), avg(price), count(*) FROM sales GROUP BY region ORDER BY 2 DESC'),
      ],
      [
        'top 10 products by revenue',
        () =>
          aggregateTool.run(
            {
              dataset: 'sales',
              groupBy: ['product'],
              measures: [{ fn: 'sum', column: 'revenue' }],
              limit: 10,
            },
            ctx,
          ),
        () => sql('SELECT product, sum(revenue) AS r FROM sales GROUP BY product ORDER BY r DESC LIMIT 10'),
      ],
      [
        'revenue by month (time buckets)',
        () =>
          aggregateTool.run(
            {
              dataset: 'sales',
              timeColumn: 'order_date',
              timeBucket: 'month',
              measures: [{ fn: 'sum', column: 'revenue' }],
            },
            ctx,
          ),
        () =>
          sql("SELECT date_trunc('month', order_date) AS m, sum(revenue) FROM sales GROUP BY m ORDER BY m"),
      ],
      [
        'filtered: Online revenue in 2023 by category',
        () =>
          aggregateTool.run(
            {
              dataset: 'sales',
              groupBy: ['category'],
              measures: [{ fn: 'sum', column: 'revenue' }],
              filters: [
                { column: 'channel', value: 'Online' },
                { column: 'order_date', op: 'between', value: ['2023-01-01', '2023-12-31'] },
              ],
            },
            ctx,
          ),
        () =>
          sql(
            "SELECT category, sum(revenue) FROM sales WHERE channel = 'Online' AND order_date BETWEEN '2023-01-01' AND '2023-12-31' GROUP BY 1 ORDER BY 2 DESC",
          ),
      ],
      [
        'profile (EDA) vs SUMMARIZE + top values of categories + exact duplicates',
        () => profileTool.run({ dataset: 'sales' }, ctx),
        async () => {
          await sql('SUMMARIZE sales');
          await sql(
            ['region', 'channel', 'product', 'category']
              .map(
                (c) =>
                  `(SELECT '${c}' AS col, ${c} AS v, count(*) AS n FROM sales GROUP BY ${c} ORDER BY n DESC LIMIT 5)`,
              )
              .join(' UNION ALL '),
          );
          // Exact duplicate rows, as the profile counts them.
          await sql(
            'SELECT count(*) - count(DISTINCT hash(order_id, order_date, region, channel, product, category, units, price, revenue, customer_id)) FROM sales',
          );
        },
      ],
    ];
    console.log('| work | our tool | raw DuckDB SQL | ratio |\n|---|---|---|---|');
    for (const [label, ours, baseline] of cases.filter(([label]) => !ONLY || ONLY.test(label))) {
      await ours(); // Warm-up: file metadata and OS cache for both sides.
      const [a, b] = await interleaved(ours, baseline);
      console.log(`| ${label} | ${ms(a)} | ${ms(b)} | ${(a / b).toFixed(2)} |`);
    }

    if (ONLY) return; // Only the chosen cases.
    console.log('\n## Loading: a file becomes a table of the workspace (read once, written once)');
    console.log('| source | queryable after | aggregate by region (median) |\n|---|---|---|');
    const q = (name: string) => `SELECT region, sum(revenue), count(*) FROM ${name} GROUP BY 1`;
    for (const [label, file] of [
      ['CSV 1M rows', csv],
      ['Parquet 10M rows', parquet],
    ] as const) {
      const dir = await mkdtemp(join(tmpdir(), 'bench-storage-'));
      const r = await DatasetRegistry.open({
        cacheDir: dir,
        dataDirs: [OUT_DIR],
        threads: 2,
        memoryLimit: '4GB',
      });
      t = performance.now();
      const d = await r.register(file, { name: 't' });
      const queryable = performance.now() - t;
      const agg = await timeMedian(() => r.query(q(d.name)));
      console.log(`| ${label} | ${ms(queryable)} | ${ms(agg)} |`);
      await r.close();
      await rm(dir, { recursive: true, force: true });
    }
    const scratch = await DuckDBInstance.create(':memory:', { threads: '2' });
    const raw = await scratch.connect();
    const rawCsv = await timeMedian(() => raw.runAndReadAll(`SELECT count(*) FROM read_csv('${csv}')`));
    raw.closeSync();
    scratch.closeSync();
    console.log(`(DuckDB's own read_csv count(*) of the same CSV: ${ms(rawCsv)})`);
  } finally {
    await registry.close();
    await rm(cacheDir, { recursive: true, force: true });
  }
}

const { parquet, csv } = await ensureBenchData();
await plannerBench();
await toolsVsSql(parquet, csv);
