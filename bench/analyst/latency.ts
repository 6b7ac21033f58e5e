/**
 * bench/analyst/latency: how long the built-in analyst takes to answer (plan + run + write, i.e.
 * one answerQuestion call) on a generated 1-million-row orders table (BENCH_LATENCY_ROWS), loaded
 * the way the server loads a CSV (a table file of the workspace). Twenty everyday questions are
 * each asked BENCH_REPEATS times (default 3) after one untimed warm-up pass; the table shows each
 * question's median, then the median and p90 over all timed answers (target: median under 300 ms).
 * The first answer, which also builds the dataset's index, is shown apart.
 *
 * The file is written once under bench/.out/analyst-latency/ (git ignores it). Prints tables;
 * asserts nothing. Run: node --import tsx bench/analyst/latency.ts
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { DatasetRegistry } from '@ai-analyst/engine/data/registry';
import { answerQuestion } from '@ai-analyst/engine/planner/answer';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'bench/.out/analyst-latency');
const ROWS = Number(process.env.BENCH_LATENCY_ROWS ?? 1_000_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const CSV_FILE = join(OUT, `orders-${ROWS}.csv`);

const QUESTIONS = [
  'total revenue',
  'how many orders are there?',
  'total revenue by region',
  'average price by category',
  'revenue by month',
  'revenue by month in 2023',
  'top 5 products by revenue',
  'which region has the highest revenue?',
  'number of orders by channel',
  'total units by category and channel',
  'revenue in the North region by quarter',
  'average revenue per order by region',
  'bottom 3 products by units',
  'revenue by year',
  'how many customers are there?',
  'revenue for Electronics by month',
  'compare revenue of Online and Retail',
  'total revenue in 2024 by category',
  'max price by product',
  'share of revenue by channel',
];

/** An orders table with dates, categories, amounts and ids (hash-based, the same every run). */
async function ensureCsv(): Promise<void> {
  if (existsSync(CSV_FILE)) return;
  mkdirSync(OUT, { recursive: true });
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const c = await instance.connect();
  const product = 'CAST(hash(range, 4) % 50 AS BIGINT)';
  await c.run(`COPY (
    SELECT 'O' || range AS order_id,
      DATE '2022-01-01' + CAST(hash(range, 1) % 1096 AS INTEGER) AS order_date,
      ['North', 'South', 'East', 'West', 'Central'][1 + CAST(hash(range, 2) % 5 AS BIGINT)] AS region,
      ['Online', 'Retail', 'Partner'][1 + CAST(hash(range, 3) % 3 AS BIGINT)] AS channel,
      'Product ' || lpad(CAST(${product} AS VARCHAR), 2, '0') AS product,
      ['Electronics', 'Home', 'Apparel', 'Sports', 'Toys'][1 + ${product} % 5] AS category,
      CAST(1 + hash(range, 5) % 5 AS INTEGER) AS units,
      round(5 + ${product} * 17.3 + CAST(hash(range, 6) % 1000 AS BIGINT) / 100.0, 2) AS price,
      round(CAST(1 + hash(range, 5) % 5 AS INTEGER) * (5 + ${product} * 17.3 + CAST(hash(range, 6) % 1000 AS BIGINT) / 100.0), 2) AS revenue,
      'C' || CAST(hash(range, 7) % 200000 AS BIGINT) AS customer_id
    FROM range(${ROWS})) TO '${CSV_FILE}' (FORMAT csv, HEADER)`);
  c.closeSync();
  instance.closeSync();
}

const ms = (x: number) => `${x.toFixed(0)} ms`;
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
};

async function main(): Promise<void> {
  await ensureCsv();
  const cacheDir = join(OUT, 'cache');
  rmSync(cacheDir, { recursive: true, force: true });
  const registry = await DatasetRegistry.open({ cacheDir, dataDirs: [OUT], threads: 2, memoryLimit: '1GB' });
  try {
    let t = performance.now();
    const info = await registry.register(CSV_FILE, { name: 'orders' });
    const loadMs = performance.now() - t;
    const datasets = [info.name];
    // Time inside DuckDB (the registry's queries), to tell the engine's own time from the database's.
    let inDuckdb = 0;
    const query = registry.query.bind(registry);
    registry.query = async (...args: Parameters<DatasetRegistry['query']>) => {
      const start = performance.now();
      try {
        return await query(...args);
      } finally {
        inDuckdb += performance.now() - start;
      }
    };
    t = performance.now();
    await answerQuestion(registry, QUESTIONS[0] as string, { datasets });
    const firstMs = performance.now() - t;
    for (const q of QUESTIONS) await answerQuestion(registry, q, { datasets });
    const all: number[] = [];
    const allOwn: number[] = [];
    const rows: string[] = [];
    for (const question of QUESTIONS) {
      const times: number[] = [];
      const own: number[] = [];
      let tool = '';
      let error = '';
      for (let i = 0; i < REPEATS; i++) {
        const start = performance.now();
        inDuckdb = 0;
        const answer = await answerQuestion(registry, question, { datasets });
        times.push(performance.now() - start);
        own.push(performance.now() - start - inDuckdb);
        tool = answer.steps.map((s) => s.tool).join(' → ') || '(asked back)';
        error = answer.error ?? '';
      }
      all.push(...times);
      allOwn.push(...own);
      rows.push(
        `| ${question} | ${ms(quantile(times, 0.5))} | ${ms(quantile(own, 0.5))} | ${tool} | ${error ? error.slice(0, 60) : ''} |`,
      );
    }
    console.log(
      `\n## Built-in analyst on ${info.rowCount.toLocaleString('en')} rows: plan + run + write, ${REPEATS} runs per question`,
    );
    console.log(`Loaded in ${ms(loadMs)}; first answer (builds the index) ${ms(firstMs)}.\n`);
    console.log('| question | median | outside DuckDB | tools | error |');
    console.log('|---|---|---|---|---|');
    for (const row of rows) console.log(row);
    const median = quantile(all, 0.5);
    console.log(`\n| all ${all.length} answers | median | p90 | max |`);
    console.log('|---|---|---|---|');
    console.log(
      `| plan + run + write | ${ms(median)} ${median < 300 ? '✓ (< 300 ms)' : '✗ (≥ 300 ms)'} | ${ms(quantile(all, 0.9))} | ${ms(Math.max(...all))} |`,
    );
    console.log(
      `| outside DuckDB (plan + write) | ${ms(quantile(allOwn, 0.5))} | ${ms(quantile(allOwn, 0.9))} | ${ms(Math.max(...allOwn))} |`,
    );
  } finally {
    await registry.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

await main();
