/**
 * A thin layer over `@duckdb/node-api` that returns plain JSON-friendly rows. DuckDB hands back
 * BIGINT and DECIMAL as strings in its JSON form; analysts and charts want numbers, so this is
 * the one place where values are normalized. Each query runs on its own connection so that a
 * statement timeout can interrupt exactly that query and nothing else.
 */
import { DuckDBTypeId, type DuckDBConnection, type DuckDBInstance } from '@duckdb/node-api';

/** One cell as it travels to tools, render items and tests. */
export type Cell = string | number | boolean | null;
export type Row = Record<string, Cell>;

/** A column as described to callers: the name and DuckDB's type name (e.g. `BIGINT`, `DATE`). */
export interface ColumnInfo {
  name: string;
  type: string;
}

export interface QueryResult {
  columns: ColumnInfo[];
  rows: Row[];
  /** True when more rows existed than `maxRows` allowed. */
  truncated: boolean;
}

export interface QueryOptions {
  /** Abort the statement after this many milliseconds (DuckDB interrupt). */
  timeoutMs?: number;
  /** Read at most this many rows; the result says whether more existed. */
  maxRows?: number;
  params?: Cell[];
}

const NUMERIC_AS_STRING = new Set<DuckDBTypeId>([
  DuckDBTypeId.BIGINT,
  DuckDBTypeId.UBIGINT,
  DuckDBTypeId.HUGEINT,
  DuckDBTypeId.UHUGEINT,
  DuckDBTypeId.DECIMAL,
  DuckDBTypeId.BIGNUM,
]);

/** Thrown when a statement ran past its timeout; callers turn it into a plain-words message. */
export class QueryTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`The query took longer than ${Math.round(timeoutMs / 1000)} s and was stopped.`);
  }
}

/** Type names that count as numbers for analysis purposes. */
export function isNumericType(type: string): boolean {
  return /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|UHUGEINT|FLOAT|DOUBLE|REAL|DECIMAL)/.test(
    type.toUpperCase(),
  );
}

/** Type names that count as dates or timestamps. */
export function isTemporalType(type: string): boolean {
  return /^(DATE|TIMESTAMP)/.test(type.toUpperCase());
}

/**
 * Runs one SQL statement on a fresh connection of `instance` and returns normalized rows.
 * With `maxRows`, rows are pulled in chunks and reading stops early, so a huge result never
 * reaches Node's memory.
 */
export async function runQuery(instance: DuckDBInstance, sql: string, options: QueryOptions = {}): Promise<QueryResult> {
  const connection = await instance.connect();
  let timedOut = false;
  const timer =
    options.timeoutMs !== undefined
      ? setTimeout(() => {
          timedOut = true;
          connection.interrupt();
        }, options.timeoutMs)
      : undefined;
  try {
    return await readResult(connection, sql, options);
  } catch (error) {
    if (timedOut && options.timeoutMs !== undefined) throw new QueryTimeoutError(options.timeoutMs);
    throw error;
  } finally {
    if (timer) clearTimeout(timer);
    connection.closeSync();
  }
}

async function readResult(connection: DuckDBConnection, sql: string, options: QueryOptions): Promise<QueryResult> {
  const params = options.params as never;
  const limit = options.maxRows;
  const reader =
    limit === undefined
      ? await connection.runAndReadAll(sql, params)
      : await connection.streamAndReadUntil(sql, limit + 1, params);
  const names = reader.columnNames();
  const types = reader.columnTypes();
  const columns = names.map((name, i) => ({ name, type: types[i]?.toString() ?? 'UNKNOWN' }));
  const numericAsString = types.map((t) => NUMERIC_AS_STRING.has(t.typeId));
  let raw = reader.getRowsJson();
  const truncated = limit !== undefined && raw.length > limit;
  if (truncated && limit !== undefined) raw = raw.slice(0, limit);
  const rows = raw.map((values) => {
    const row: Row = {};
    names.forEach((name, i) => {
      row[name] = normalizeCell(values[i], numericAsString[i] === true);
    });
    return row;
  });
  return { columns, rows, truncated };
}

function normalizeCell(value: unknown, numericAsString: boolean): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return numericAsString ? Number(value) : value;
  return JSON.stringify(value);
}

/** Runs a statement for its effect (DDL, settings). */
export async function execute(instance: DuckDBInstance, sql: string): Promise<void> {
  const connection = await instance.connect();
  try {
    await connection.run(sql);
  } finally {
    connection.closeSync();
  }
}
