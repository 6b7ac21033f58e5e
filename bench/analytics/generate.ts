/**
 * Generates the benchmark's 10-million-row sales table with DuckDB SQL (hash-based pseudo-random
 * values, so it is the same on every run) into bench/.out/, which git ignores. Also writes a
 * 1-million-row CSV used to compare a VIEW over a CSV with a materialized table.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';

export const OUT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../.out');
export const SALES_PARQUET = join(OUT_DIR, 'sales_10m.parquet');
export const SALES_CSV = join(OUT_DIR, 'sales_1m.csv');

const SELECT_ROWS = (n: number) => `
  SELECT
    'O' || range AS order_id,
    DATE '2022-01-01' + CAST(CAST(hash(range, 1) % 1096 AS BIGINT) AS INTEGER) AS order_date,
    ['North', 'South', 'East', 'West', 'Central', 'Nordics', 'Iberia', 'Benelux'][1 + CAST(hash(range, 2) % 8 AS BIGINT)] AS region,
    ['Online', 'Retail', 'Partner'][1 + CAST(hash(range, 3) % 3 AS BIGINT)] AS channel,
    'Product ' || lpad(CAST(CAST(hash(range, 4) % 50 AS BIGINT) AS VARCHAR), 2, '0') AS product,
    ['Electronics', 'Home', 'Apparel', 'Sports', 'Toys'][1 + CAST(CAST(hash(range, 4) % 50 AS BIGINT) % 5 AS BIGINT)] AS category,
    CAST(1 + CAST(hash(range, 5) % 5 AS BIGINT) AS INTEGER) AS units,
    round(5 + (CAST(hash(range, 4) % 50 AS BIGINT)) * 17.3 + (CAST(hash(range, 6) % 1000 AS BIGINT)) / 100.0, 2) AS price,
    round((1 + CAST(hash(range, 5) % 5 AS BIGINT)) * (5 + (CAST(hash(range, 4) % 50 AS BIGINT)) * 17.3 + (CAST(hash(range, 6) % 1000 AS BIGINT)) / 100.0), 2) AS revenue,
    'C' || (CAST(hash(range, 7) % 200000 AS BIGINT)) AS customer_id
  FROM range(${n})`;

/** Writes the files if they are missing; returns their paths. */
export async function ensureBenchData(): Promise<{ parquet: string; csv: string }> {
  mkdirSync(OUT_DIR, { recursive: true });
  if (!existsSync(SALES_PARQUET) || !existsSync(SALES_CSV)) {
    const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
    const c = await instance.connect();
    const started = Date.now();
    await c.run(`COPY (${SELECT_ROWS(10_000_000)}) TO '${SALES_PARQUET}' (FORMAT parquet)`);
    await c.run(`COPY (${SELECT_ROWS(1_000_000)}) TO '${SALES_CSV}' (FORMAT csv, HEADER)`);
    console.log(
      `Generated ${SALES_PARQUET} and ${SALES_CSV} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    c.closeSync();
    instance.closeSync();
  }
  return { parquet: SALES_PARQUET, csv: SALES_CSV };
}
