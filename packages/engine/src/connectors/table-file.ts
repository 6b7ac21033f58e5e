/**
 * A connected table's columns (and, when given, some of its rows) as a Parquet file with the
 * catalog's types, for the built-in analyst's workspace: with no rows it stands for the table
 * while questions are planned from its facts (see facts.ts); with rows it is what the tools that
 * cannot run inside the database read. Written by a throwaway in-memory DuckDB that may touch
 * only the two files involved.
 */
import { rm, writeFile } from 'node:fs/promises';
import { DuckDBInstance } from '@duckdb/node-api';
import type { Cell } from '../data/duck';
import { execute } from '../data/duck';
import { quoteIdent, quoteLiteral } from '../data/sql';

/** The DuckDB type a catalog column is stored as (exact decimals as doubles, as a CSV reads them). */
export function storedType(type: string): string {
  const t = type.toUpperCase();
  if (['SMALLINT', 'INTEGER', 'BIGINT', 'FLOAT', 'DOUBLE', 'DATE', 'TIMESTAMP', 'BOOLEAN'].includes(t))
    return t;
  if (t === 'TIMESTAMP WITH TIME ZONE') return 'TIMESTAMPTZ';
  if (t.startsWith('DECIMAL') || t === 'NUMERIC' || t === 'REAL') return 'DOUBLE';
  return 'VARCHAR';
}

function csvCell(value: Cell | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) || text === '' ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Writes `rows` (none for the columns alone) with the columns' types to the Parquet file `path`. */
export async function writeTableFile(
  path: string,
  columns: { name: string; type: string }[],
  rows: Record<string, Cell>[],
): Promise<void> {
  if (columns.length === 0) throw new Error('A table file needs at least one column.');
  const csv = `${path}.rows.csv`;
  const header = columns.map((_c, i) => `c${i}`).join(',');
  await writeFile(
    csv,
    [header, ...rows.map((r) => columns.map((c) => csvCell(r[c.name])).join(','))].join('\n') + '\n',
  );
  const instance = await DuckDBInstance.create(':memory:', { threads: '1', memory_limit: '256MB' });
  try {
    const read = `read_csv(${quoteLiteral(csv)}, header = true, delim = ',', quote = '"', escape = '"', columns = {${columns
      .map((_c, i) => `'c${i}': 'VARCHAR'`)
      .join(', ')}})`;
    const select = columns.map((c, i) => `CAST(c${i} AS ${storedType(c.type)}) AS ${quoteIdent(c.name)}`);
    await execute(
      instance,
      `SET allowed_paths = [${quoteLiteral(csv)}, ${quoteLiteral(path)}]; SET enable_external_access = false; ` +
        `COPY (SELECT ${select.join(', ')} FROM ${read}) TO ${quoteLiteral(path)} (FORMAT parquet)`,
    );
  } finally {
    instance.closeSync();
    await rm(csv, { force: true });
  }
}
