/**
 * bench/files/types: loading a text-heavy CSV of 1 million rows (BENCH_TYPES_ROWS) whose dates,
 * money, percentages, counts and flags are written as text, against DuckDB's own
 * `CREATE TABLE … AS SELECT * FROM read_csv(…)` of the same file with the same threads (which
 * leaves those columns as text). The engine's load is timed whole (registry.register: type
 * detection, the copy into a table file, the checks behind the warnings), median of
 * BENCH_REPEATS interleaved runs; the types it chose and its warnings are printed so a faster
 * load that reads less is visible.
 *
 * The file is written once under bench/.out/files/ (git ignores it). Prints a table; asserts
 * nothing. Run: node --import tsx bench/files/types.ts
 */
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { DatasetRegistry, type DatasetInfo } from '@ai-analyst/engine/data/registry';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'bench/.out/files');
const ROWS = Number(process.env.BENCH_TYPES_ROWS ?? 1_000_000);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 3);
const CSV_FILE = join(OUT, `text-heavy-${ROWS}.csv`);

/**
 * The file: an id, then columns as exported spreadsheets write them — named dates, day-first
 * dates (days above 12 appear early), months, quarters, dollars with thousands separators,
 * percentages, whole counts with separators, yes/no flags — and plain text (names, cities, a
 * free comment, numbers with a footnote mark or a parenthesized extra).
 */
async function ensureCsv(): Promise<void> {
  if (existsSync(CSV_FILE)) return;
  mkdirSync(OUT, { recursive: true });
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const c = await instance.connect();
  const day = (k: number) => `(DATE '2015-01-01' + CAST(hash(range, ${k}) % 3650 AS INTEGER))`;
  await c.run(`COPY (
    SELECT range AS order_id,
      strftime(${day(1)}, '%b %-d %Y') AS order_date,
      strftime(${day(2)}, '%d/%m/%Y') AS ship_date,
      strftime(${day(3)}, '%Y-%m') AS month,
      'Q' || (1 + hash(range, 4) % 4) || ' ' || (2015 + hash(range, 5) % 10) AS quarter,
      '$' || format('{:,.2f}', CAST(hash(range, 6) % 500000 AS BIGINT) / 100.0) AS amount,
      format('{:.1f}', CAST(hash(range, 7) % 1000 AS BIGINT) / 10.0) || '%' AS discount,
      format('{:,}', CAST(hash(range, 8) % 100000 AS BIGINT)) AS units,
      CASE WHEN hash(range, 9) % 3 = 0 THEN 'yes' ELSE 'no' END AS returned,
      ['Ana Lima','Bo Chen','Cy Diaz','Di Ekwueme','Ed Fox','Flo Gray','Gus Hill','Ivy Jones'][1 + CAST(hash(range, 10) % 8 AS BIGINT)]
        || ' ' || CAST(hash(range, 11) % 1000 AS BIGINT) AS customer,
      ['Lisbon','Porto','Madrid','Paris','Berlin','Rome','Oslo','Vienna','Prague','Dublin'][1 + CAST(hash(range, 12) % 10 AS BIGINT)] AS city,
      'order note ' || md5(CAST(range AS VARCHAR)) AS comment,
      CAST(hash(range, 13) % 90 AS BIGINT) || ' (' || CAST(hash(range, 14) % 9 AS BIGINT) || ')' AS goals,
      format('{:,}', CAST(hash(range, 15) % 20000 AS BIGINT)) || '[' || chr(97 + CAST(hash(range, 16) % 3 AS INTEGER)) || ']' AS attendance
    FROM range(${ROWS})) TO '${CSV_FILE}' (FORMAT csv, HEADER)`);
  c.closeSync();
  instance.closeSync();
}

/** One load of the file by the engine, on a fresh workspace folder. */
async function engineLoad(run: number): Promise<{ ms: number; info: DatasetInfo }> {
  const cacheDir = join(OUT, `types-cache-${run}`);
  rmSync(cacheDir, { recursive: true, force: true });
  const registry = await DatasetRegistry.open({ cacheDir, dataDirs: [OUT], threads: 2, memoryLimit: '1GB' });
  try {
    const start = performance.now();
    const info = await registry.register(CSV_FILE, { name: 'orders' });
    return { ms: performance.now() - start, info };
  } finally {
    await registry.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

/** DuckDB's own copy of the file into a table file, with the engine's threads and memory. */
async function duckdbLoad(): Promise<number> {
  const file = join(OUT, 'types-duckdb.duckdb');
  rmSync(file, { force: true });
  const instance = await DuckDBInstance.create(file, { threads: '2', memory_limit: '1GB' });
  const c = await instance.connect();
  try {
    const start = performance.now();
    await c.run(
      `CREATE TABLE data AS SELECT * FROM read_csv('${CSV_FILE}', auto_detect = true, header = true)`,
    );
    await c.run('CHECKPOINT');
    return performance.now() - start;
  } finally {
    c.closeSync();
    instance.closeSync();
    rmSync(file, { force: true });
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<void> {
  await ensureCsv();
  const size = statSync(CSV_FILE).size;
  const ours: number[] = [];
  const theirs: number[] = [];
  let info: DatasetInfo | undefined;
  for (let i = 0; i < REPEATS; i++) {
    const load = await engineLoad(i);
    ours.push(load.ms);
    info = load.info;
    theirs.push(await duckdbLoad());
  }
  console.log(
    `\n## Loading a text-heavy ${ROWS.toLocaleString('en')}-row CSV (${(size / 1024 / 1024).toFixed(0)} MB), median of ${REPEATS}`,
  );
  console.log('| load | time | runs |');
  console.log('|---|---|---|');
  console.log(
    `| engine: register (types, table, warnings) | ${seconds(median(ours))} | ${ours.map(seconds).join(', ')} |`,
  );
  console.log(
    `| DuckDB CREATE TABLE AS read_csv (text stays text) | ${seconds(median(theirs))} | ${theirs.map(seconds).join(', ')} |`,
  );
  console.log(`| ratio | ${(median(ours) / median(theirs)).toFixed(2)} | |`);
  if (!info) return;
  console.log(`\nRows: ${info.rowCount.toLocaleString('en')}`);
  console.log(
    `Columns: ${info.columns.map((c) => `${c.name} ${c.type}${c.unit ? ` (${c.unit})` : ''}`).join(', ')}`,
  );
  console.log(`Warnings: ${info.warnings?.length ? info.warnings.join(' | ') : 'none'}`);
}

await main();
