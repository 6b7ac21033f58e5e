/**
 * Dates written as numbers: a whole-number column whose header names a date ("date", "obs_date",
 * "Day", "yyyymmdd") and whose every value reads as a calendar day written year, month, day
 * without separators (19580329) is a column of dates; so is a column of decimal years (1958.2027,
 * the day as a fraction of its year) under a header naming a date or a year. Read as numbers, every year or month
 * question over it fails ("in 1960", "by month"); written as DATE, it is the table's time column.
 * Numbers that merely look like days (an 8-digit code under another header) stay numbers.
 */
import { quoteIdent } from './sql';

/** Whole-number types DuckDB's reader gives columns of digits. */
const WHOLE_TYPES = /^(BIGINT|INTEGER|HUGEINT|UBIGINT|UINTEGER)$/;

/** Header words that say a column holds dates. */
const DATE_HEADER = /^(date|dates|day|dt|ymd|yyyymmdd|period|obs)$/;

/** The header's words: split on punctuation, spaces, underscores and camelCase. */
function headerWords(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Fractional number types (decimal years). */
const FRACTION_TYPES = /^(DOUBLE|FLOAT|REAL|DECIMAL.*)$/;

/** Header words that say a column of fractions holds decimal years. */
const DECIMAL_YEAR_HEADER = /^(date|dates|year|years|decimal)$/;

/** Whether a column's header and type allow reading it as decimal years (values still to check). */
export function mayHoldDecimalYears(column: { name: string; type: string }): boolean {
  return FRACTION_TYPES.test(column.type) && headerWords(column.name).some((w) => DECIMAL_YEAR_HEADER.test(w));
}

/** The DATE a decimal year written in `ref` stands for (its whole part the year, its fraction the day). */
export function decimalYearSql(ref: string): string {
  const year = `CAST(floor(${ref}) AS INTEGER)`;
  const days = `(make_date(${year} + 1, 1, 1) - make_date(${year}, 1, 1))`;
  return `CAST(make_date(${year}, 1, 1) + CAST(floor((${ref} - floor(${ref})) * ${days}) AS INTEGER) AS DATE)`;
}

/** Whether a column's header and type allow reading it as numeric dates (values still to check). */
export function mayHoldNumericDates(column: { name: string; type: string }): boolean {
  return WHOLE_TYPES.test(column.type) && headerWords(column.name).some((w) => DATE_HEADER.test(w));
}

/** The DATE a yyyymmdd number written in `ref` reads as (NULL when it reads as none). */
export function numericDateSql(ref: string): string {
  return `try_strptime(CAST(${ref} AS VARCHAR), '%Y%m%d')::DATE`;
}

/**
 * The columns of `source` that hold dates written as numbers, by position in `columns`, each with
 * the expression that reads it as DATE: whole numbers under a date header with at least two
 * distinct values, every non-empty one a real yyyymmdd day of years 1000–2999; or fractional
 * numbers under a date or year header, some with a fraction, all within years 1000–2999.
 */
export async function numericDateColumns(
  rows: (sql: string) => Promise<Record<string, unknown>[]>,
  source: string,
  columns: { name: string; type: string }[],
): Promise<Map<number, (ref: string) => string>> {
  const found = new Map<number, (ref: string) => string>();
  const whole = columns.flatMap((c, j) => (mayHoldNumericDates(c) ? [j] : []));
  const decimal = columns.flatMap((c, j) => (mayHoldDecimalYears(c) ? [j] : []));
  if (!whole.length && !decimal.length) return found;
  const checks = [
    ...whole.map((j) => {
      const ref = quoteIdent(columns[j]!.name);
      return [
        `count(DISTINCT ${ref}) AS "n${j}"`,
        `count(*) FILTER (WHERE ${ref} IS NOT NULL AND (${ref} < 10000101 OR ${ref} > 29991231 OR ${numericDateSql(ref)} IS NULL)) AS "bad${j}"`,
      ].join(', ');
    }),
    // decimal years: some fractions (whole years are a year column), all within years 1000–2999
    ...decimal.map((j) => {
      const ref = quoteIdent(columns[j]!.name);
      return [
        `count(*) FILTER (WHERE ${ref} <> floor(${ref})) AS "n${j}"`,
        `count(*) FILTER (WHERE ${ref} IS NOT NULL AND (${ref} < 1000 OR ${ref} >= 3000)) AS "bad${j}"`,
      ].join(', ');
    }),
  ];
  const [stats] = await rows(`SELECT ${checks.join(', ')} FROM ${source}`);
  const fits = (j: number, least: number) => Number(stats?.[`n${j}`] ?? 0) >= least && Number(stats?.[`bad${j}`] ?? 1) === 0;
  for (const j of whole) if (fits(j, 2)) found.set(j, numericDateSql);
  for (const j of decimal) if (fits(j, 1)) found.set(j, decimalYearSql);
  return found;
}
