/**
 * Load-time types for columns that DuckDB's reader left as text. Real files write dates as
 * `Jan 1 2000`, `1 January 2000` or `01/02/2000`, money as `$1,234.50` or `1.234,50 €`,
 * percentages as `12.5%` and flags as `yes`/`no`; read as VARCHAR, every year/month question
 * and every sum over such a column fails. This module writes a file's table with real types
 * (the original column names kept), and returns warnings about the file for people: values that
 * failed conversion, columns mixing kinds, numbers carrying footnote marks, a file read as a
 * single column, rows with the wrong number of fields.
 *
 * How it decides, all inside DuckDB (never a JS loop over the cells):
 * 1. Sample (type-sample.ts): every kind is tried on the first rows of every text column; the
 *    convincing kinds become candidates, narrowed to the date formats that read the sample.
 * 2. One conversion pass (type-convert.ts): the source is read once with the candidates
 *    converted, beside the text of the values that failed; checks over that copy settle whole
 *    numbers (BIGINT), dates without a time (DATE), day- or month-first (whichever reads more
 *    values), and the table file is written from it.
 * A column converts only when at least {@link CONVERT_RATIO} of its non-empty values convert; the
 * rest become missing, and a warning says how many. When the whole column contradicts its
 * sample (too many failures, or a number with a footnote mark), the file is read again with
 * that column left as text.
 *
 * Only the data layer's registry calls this, when a file is loaded.
 */
import type { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import type { ColumnInfo } from './duck';
import type { DatasetFormat } from './formats';
import { capWarnings, raggedRowWarnings, singleColumnWarning } from './file-warnings';
import { convertAndCheck, dropStaged, writeFromStaged, type Conclusion } from './type-convert';
import { clip, sampleColumns, type ColumnUnit } from './type-sample';
import { cleanTextSql } from './type-marks';
import { nameWithUnit } from './type-measures';
import { numericDateColumns } from './numeric-dates';
import { twoDigitYearColumns } from './two-digit-years';
import { durationColumns, type DurationColumn } from './durations';
import type { ClockFormat } from './units-line';
import { deductionColumns } from './trailing-minus';
import { quoteIdent } from './sql';
import { localClockSource, localClockWarning, zonedColumns } from './local-clock';

export { CONVERT_RATIO, MIXED_RATIO, type ColumnUnit } from './type-sample';

/**
 * A dataset column: its name, DuckDB type and, for numbers read from text, the unit. A column of
 * numbers written with a unit after them (`82,100 km²`) is named with that unit when its name did
 * not say it (`Area (km²)`), so the unit shows wherever the column does.
 */
export interface DatasetColumn extends ColumnInfo {
  unit?: ColumnUnit;
}

/** What loading with detected types found, beside the table it wrote. */
export interface TypedLoad {
  /** Unit of each converted column that had one (by column name). */
  units: Record<string, ColumnUnit>;
  /** Sentences for people, in the order the problems were found; empty when all is well. */
  warnings: string[];
}

/**
 * Text columns examined at most; on wider files the rest stay as DuckDB read them and a warning
 * says so. Each examined column costs conversions tried on its sample: on a file of 10,000
 * columns, examining 1,000 text columns took most of a 15 s load.
 */
export const MAX_TEXT_COLUMNS = 200;
/**
 * The check for rows with the wrong number of fields reads the whole file again; above either
 * limit it is skipped and a warning says so.
 */
export const RAGGED_CHECK_MAX_COLUMNS = 1000;
export const RAGGED_CHECK_MAX_BYTES = 256 * 1024 * 1024;

/**
 * Writes `table` (a qualified table name in a database attached to `instance`) from `given` (a
 * table expression such as `read_csv(...)`) with the detected types. `file` enables the checks
 * that need the file itself (rows with the wrong number of fields, for CSV and TSV). Aborting
 * `signal` interrupts the statement running now; the next one is not started.
 */
export async function writeTypedTable(
  instance: DuckDBInstance,
  given: string,
  table: string,
  file?: { path: string; format: DatasetFormat; sizeBytes?: number },
  options: { signal?: AbortSignal; clocks?: Record<string, ClockFormat> } = {},
): Promise<TypedLoad> {
  const connection = await instance.connect();
  const { signal } = options;
  const interrupt = () => connection.interrupt();
  signal?.addEventListener('abort', interrupt, { once: true });
  const rows = (sql: string) => {
    signal?.throwIfAborted();
    return rowsOf(connection, sql);
  };
  const run = (sql: string) => {
    signal?.throwIfAborted();
    return connection.run(sql);
  };
  try {
    const describe = async (from: string) =>
      (await rows(`DESCRIBE SELECT * FROM ${from}`)).map((r) => ({ name: String(r.column_name), type: String(r.column_type) }));
    const warnings: string[] = [];
    // times written with a UTC offset are read as the local clock time written (local-clock.ts)
    const first = await describe(given);
    const source = localClockSource(given, first);
    if (source !== given) warnings.push(...zonedColumns(first).map(localClockWarning));
    const columns = source === given ? first : await describe(source);
    const misread = singleColumnWarning(columns);
    warnings.push(...misread);
    if (file && (file.format === 'csv' || file.format === 'tsv')) warnings.push(...(await shapeWarnings(rows, file, columns.length)));
    // A file read as one column was split wrongly: its cells are whole rows, not values.
    const positioned = columns.map((c, index) => ({ ...c, index }));
    const allText = misread.length ? [] : positioned.filter((c) => c.type === 'VARCHAR');
    const text = allText.slice(0, MAX_TEXT_COLUMNS);
    if (allText.length > text.length) {
      warnings.push(
        `Only the first ${text.length} of ${allText.length.toLocaleString('en-US')} text columns were checked for dates, numbers and yes/no values; the others (from "${clip(allText[text.length]?.name)}") stay text.`,
      );
    }
    const stamps = positioned.filter((c) => c.type === 'TIMESTAMP').slice(0, MAX_TEXT_COLUMNS);
    const sampled = await sampleColumns(rows, run, source, text, stamps);
    const columnWarnings = new Map(sampled.warnings);
    let candidates = sampled.candidates;
    let conclusions = new Map<number, Conclusion>();
    // At most twice: a second read leaves as text the columns the first one could not convert.
    for (let attempt = 0; candidates.length && attempt < 2; attempt++) {
      conclusions = await convertAndCheck(rows, run, source, columns, candidates);
      const reread = candidates.filter((c) => conclusions.get(c.index)?.sql === undefined);
      for (const c of reread) {
        const warning = conclusions.get(c.index)?.warning;
        if (warning) columnWarnings.set(c.column, warning);
      }
      if (!reread.length) break;
      await dropStaged(run);
      candidates = candidates.filter((c) => !reread.includes(c));
      conclusions = new Map();
    }
    // a column of deductions written `412.55-` on every row is read as the amounts deducted
    for (const [column, warning] of await deductionColumns(rows, source, candidates, conclusions)) columnWarnings.set(column, warning);
    const units: Record<string, ColumnUnit> = {};
    const taken = new Set(columns.map((c) => c.name.toLowerCase()));
    for (const c of candidates) {
      const conclusion = conclusions.get(c.index);
      if (conclusion?.warning) columnWarnings.set(c.column, conclusion.warning);
      if (conclusion?.sql && c.measure && c.unit) {
        const name = nameWithUnit(c.column, c.unit, taken);
        if (name !== c.column) conclusion.name = name;
        taken.add(name.toLowerCase());
      }
      if (conclusion?.unit) units[conclusion.name ?? c.column] = conclusion.unit;
    }
    // Text columns that stay text lose their footnote marks and their "nothing here" cells
    // (those whose sample shows some).
    const cleaned = new Set([...sampled.marked].filter((j) => conclusions.get(j)?.sql === undefined));
    // whole numbers under a date header that all read as yyyymmdd days are written as dates
    const numericDates = misread.length ? new Map<number, (ref: string) => string>() : await numericDateColumns(rows, source, columns);
    // two-digit years of the 1900s ("Yr" 14 … 84) are written in four digits (two-digit-years.ts)
    if (!misread.length)
      for (const [j, toYear] of await twoDigitYearColumns(rows, source, columns))
        if (!numericDates.has(j)) numericDates.set(j, toYear);
    // clock readings of durations (0:04:32) are written as seconds (durations.ts)
    const unconverted = columns.map((c, j) => (conclusions.get(j)?.sql === undefined ? c : { ...c, type: '' }));
    const durations = misread.length ? new Map<number, DurationColumn>() : await durationColumns(rows, source, unconverted, options.clocks);
    for (const [j, d] of durations) {
      numericDates.set(j, d.sql);
      units[d.name] = d.unit;
    }
    const renamed = (j: number, name: string) => durations.get(j)?.name ?? name;
    if (conclusions.size) {
      for (const [j, toDate] of numericDates) conclusions.set(j, { sql: toDate(quoteIdent(`k${j}`)), name: renamed(j, columns[j]!.name) });
      await writeFromStaged(run, table, columns, conclusions, cleaned);
    } else {
      const select = columns.map((c, j) =>
        numericDates.has(j)
          ? `${numericDates.get(j)!(quoteIdent(c.name))} AS ${quoteIdent(renamed(j, c.name))}`
          : cleaned.has(j)
            ? `${cleanTextSql(quoteIdent(c.name))} AS ${quoteIdent(c.name)}`
            : quoteIdent(c.name),
      );
      await run(`CREATE TABLE ${table} AS SELECT ${select.join(', ')} FROM ${source}`);
    }
    for (const c of columns) {
      const warning = columnWarnings.get(c.name);
      if (warning) warnings.push(warning);
    }
    return { units, warnings: capWarnings(warnings) };
  } finally {
    signal?.removeEventListener('abort', interrupt);
    await dropStaged(run).catch(() => undefined);
    connection.closeSync();
  }
}

/** Adds each converted column's unit to DuckDB's description of the loaded columns. */
export function withUnits(columns: ColumnInfo[], units: Record<string, ColumnUnit>): DatasetColumn[] {
  return columns.map((c) => (units[c.name] ? { ...c, unit: units[c.name] } : c));
}

/** The ragged-row warnings of a CSV or TSV, or why they were not counted on a file this large. */
async function shapeWarnings(
  rows: (sql: string) => Promise<Record<string, unknown>[]>,
  file: { path: string; format: DatasetFormat; sizeBytes?: number },
  columnCount: number,
): Promise<string[]> {
  if (columnCount > RAGGED_CHECK_MAX_COLUMNS || (file.sizeBytes ?? 0) > RAGGED_CHECK_MAX_BYTES) {
    const why =
      columnCount > RAGGED_CHECK_MAX_COLUMNS
        ? `more than ${RAGGED_CHECK_MAX_COLUMNS.toLocaleString('en-US')} columns`
        : `more than ${RAGGED_CHECK_MAX_BYTES / 1024 / 1024} MB`;
    return [
      `The file has ${why}, so rows with a wrong number of fields were not counted; short rows are padded with empty cells.`,
    ];
  }
  return raggedRowWarnings(rows, file.path, file.format as 'csv' | 'tsv', columnCount);
}

async function rowsOf(connection: DuckDBConnection, sql: string): Promise<Record<string, unknown>[]> {
  const reader = await connection.runAndReadAll(sql);
  return reader.getRowObjectsJson() as Record<string, unknown>[];
}
