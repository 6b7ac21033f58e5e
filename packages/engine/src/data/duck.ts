/**
 * A thin layer over `@duckdb/node-api` that returns plain JSON-friendly rows. DuckDB hands back
 * BIGINT and DECIMAL as strings in its JSON form; analysts and charts want numbers, so this is
 * the one place where values are normalized. Each query runs on its own connection so that a
 * statement timeout can interrupt exactly that query and nothing else.
 */
import {
  DuckDBTypeId,
  JsonDuckDBValueConverter,
  StatementType,
  type DuckDBConnection,
  type DuckDBInstance,
} from '@duckdb/node-api';
import type { Cell } from '@ai-analyst/contract/render-items';
import { quoteIdent } from './sql';

/** One cell as it travels to tools, render items and tests: the contract's table cell. */
export type { Cell };
export type Row = Record<string, Cell>;

/** A column as described to callers: the name and DuckDB's type name (e.g. `BIGINT`, `DATE`). */
export interface ColumnInfo {
  name: string;
  type: string;
}

export interface QueryResult {
  columns: ColumnInfo[];
  rows: Row[];
  /** True when more rows existed than `maxRows` (or the byte limit) allowed. */
  truncated: boolean;
  /** Plain words about any result limit that applied (rows, bytes, long cells). */
  notice?: string;
}

/**
 * Limits on what one query may hand to Node. Results travel on to tools, models and browsers;
 * a single `repeat('x', 150000000)` would otherwise become a 150 MB JavaScript string and a
 * response that cannot be serialized. Cells are cut inside DuckDB, before conversion; rows and
 * bytes are counted while the result streams, and reading stops at the limit.
 */
export type ResultLimits = Record<'maxCellChars' | 'maxCellBytes' | 'maxResultBytes', number>;

export const RESULT_LIMITS: Readonly<ResultLimits> = {
  /** Longest text cell returned, in characters; longer text is cut and ends with "…". */
  maxCellChars: 1_000_000,
  /** Binary, list and struct cells larger than this (as text) come back empty (null). */
  maxCellBytes: 1_000_000,
  /** Total size of one result (approximate bytes of its values). */
  maxResultBytes: 16 * 1024 * 1024,
};

export interface QueryOptions {
  /** Abort the statement after this many milliseconds (DuckDB interrupt). */
  timeoutMs?: number;
  /**
   * Read at most this many rows; the result says whether more existed. Without it, a result
   * over the byte limit is an error rather than a silently shortened answer.
   */
  maxRows?: number;
  params?: Cell[];
  /** Overrides of RESULT_LIMITS for this query. */
  limits?: Partial<ResultLimits>;
}

/** A result over the byte limit for a caller that needs all of it; the message is for people. */
export class ResultTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The result is larger than ${formatMegabytes(maxBytes)}; ask for fewer rows or columns.`);
  }
}

function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
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
 * Rows are pulled in chunks and reading stops at `maxRows` or the byte limit, and large cells
 * are cut inside DuckDB (see RESULT_LIMITS), so a huge result never reaches Node's memory.
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

/** Column types whose cells can be arbitrarily large. */
const TEXT_TYPES = new Set<DuckDBTypeId>([DuckDBTypeId.VARCHAR]);
const OPAQUE_TYPES = new Set<DuckDBTypeId>([
  DuckDBTypeId.BLOB,
  DuckDBTypeId.BIT,
  DuckDBTypeId.LIST,
  DuckDBTypeId.ARRAY,
  DuckDBTypeId.STRUCT,
  DuckDBTypeId.MAP,
  DuckDBTypeId.UNION,
]);

/**
 * For a SELECT with large-cell columns, the same query wrapped so that DuckDB cuts the cells
 * before they reach Node: text to `maxCellChars`, other large values to NULL. The columns of the
 * original are renamed positionally (`q(c0, c1, …)`), so any column name, even repeated, keeps
 * its place; a last column counts the cells that were cut.
 */
function cellCappedSql(sql: string, names: string[], typeIds: DuckDBTypeId[], limits: ResultLimits): string | undefined {
  if (!typeIds.some((t) => TEXT_TYPES.has(t) || OPAQUE_TYPES.has(t))) return undefined;
  const inner = names.map((_, i) => `c${i}`);
  const select: string[] = [];
  const over: string[] = [];
  typeIds.forEach((t, i) => {
    const c = inner[i] as string;
    const name = quoteIdent(names[i] as string);
    if (TEXT_TYPES.has(t)) {
      const long = `length(${c}) > ${limits.maxCellChars}`;
      select.push(`CASE WHEN ${long} THEN left(${c}, ${limits.maxCellChars}) || '…' ELSE ${c} END AS ${name}`);
      over.push(`coalesce(${long}, false)::INTEGER`);
    } else if (OPAQUE_TYPES.has(t)) {
      const large = `strlen(${c}::VARCHAR) > ${limits.maxCellBytes}`;
      select.push(`CASE WHEN ${large} THEN NULL ELSE ${c} END AS ${name}`);
      over.push(`coalesce(${large}, false)::INTEGER`);
    } else {
      select.push(`${c} AS ${name}`);
    }
  });
  // A list, not a chain of `+`: thousands of columns would pass DuckDB's expression depth limit.
  select.push(`list_sum([${over.join(', ')}]) AS cut_cells`);
  return `SELECT ${select.join(', ')} FROM (${sql}\n) AS q(${inner.join(', ')})`;
}

/** Approximate size of a converted value, for the byte limit. */
function sizeOf(value: unknown): number {
  if (value === null || value === undefined) return 4;
  if (typeof value === 'string') return value.length + 2;
  if (typeof value === 'number' || typeof value === 'boolean') return 8;
  return JSON.stringify(value).length;
}

async function readResult(connection: DuckDBConnection, sql: string, options: QueryOptions): Promise<QueryResult> {
  const params = options.params as never;
  const limits = { ...RESULT_LIMITS, ...options.limits };
  for (const [key, value] of Object.entries(limits)) {
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`Invalid result limit ${key}: ${value}`);
  }
  const prepared = await connection.prepare(sql);
  let capped: string | undefined;
  try {
    if (prepared.statementType === StatementType.SELECT) {
      const names = Array.from({ length: prepared.columnCount }, (_, i) => prepared.columnName(i));
      const typeIds = names.map((_, i) => prepared.columnTypeId(i));
      capped = cellCappedSql(sql, names, typeIds, limits);
    }
  } finally {
    prepared.destroySync();
  }
  const result = await connection.stream(capped ?? sql, params);
  const width = capped ? result.columnCount - 1 : result.columnCount;
  const names = result.columnNames().slice(0, width);
  const types = result.columnTypes().slice(0, width);
  const columns = names.map((name, i) => ({ name, type: types[i]?.toString() ?? 'UNKNOWN' }));
  const numericAsString = types.map((t) => NUMERIC_AS_STRING.has(t.typeId));
  const limit = options.maxRows;
  const rows: Row[] = [];
  let bytes = 0;
  let cut = 0;
  let stoppedBy: 'rows' | 'bytes' | undefined;
  reading: for (;;) {
    const chunk = await result.fetchChunk();
    if (!chunk || chunk.rowCount === 0) break;
    for (const values of chunk.convertRows(JsonDuckDBValueConverter)) {
      if (limit !== undefined && rows.length >= limit) {
        stoppedBy = 'rows';
        break reading;
      }
      const row: Row = {};
      let size = 0;
      for (let i = 0; i < width; i++) {
        const cell = normalizeCell(values[i], numericAsString[i] === true);
        size += sizeOf(cell);
        row[names[i] as string] = cell;
      }
      bytes += size;
      if (bytes > limits.maxResultBytes) {
        if (limit === undefined) throw new ResultTooLargeError(limits.maxResultBytes);
        stoppedBy = 'bytes';
        break reading;
      }
      if (capped) cut += Number(values[width] ?? 0);
      rows.push(row);
    }
  }
  const notes: string[] = [];
  if (stoppedBy === 'bytes')
    notes.push(`Only the first ${rows.length} rows are shown: the result is larger than ${formatMegabytes(limits.maxResultBytes)}.`);
  if (cut > 0)
    notes.push(
      `${cut} cell${cut === 1 ? ' was' : 's were'} too large to show in full (text is cut after ${limits.maxCellChars.toLocaleString('en-US')} characters, other values over ${formatMegabytes(limits.maxCellBytes)} are left empty).`,
    );
  return { columns, rows, truncated: stoppedBy !== undefined, ...(notes.length ? { notice: notes.join(' ') } : {}) };
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
