/**
 * Dates written as numbers: a whole-number column whose header names a date ("date", "obs_date",
 * "Day", "yyyymmdd") and whose every value reads as a calendar day written year, month, day
 * without separators (19580329) is a column of dates. Read as numbers, every year or month
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

/** Whether a column's header and type allow reading it as numeric dates (values still to check). */
export function mayHoldNumericDates(column: { name: string; type: string }): boolean {
  return WHOLE_TYPES.test(column.type) && headerWords(column.name).some((w) => DATE_HEADER.test(w));
}

/** The DATE a yyyymmdd number written in `ref` reads as (NULL when it reads as none). */
export function numericDateSql(ref: string): string {
  return `try_strptime(CAST(${ref} AS VARCHAR), '%Y%m%d')::DATE`;
}

/**
 * The positions (in `columns`) of the whole-number columns of `source` that hold yyyymmdd dates:
 * a date header, at least two distinct values, all between years 1000 and 2999 and every
 * non-empty value a real calendar day.
 */
export async function numericDateColumns(
  rows: (sql: string) => Promise<Record<string, unknown>[]>,
  source: string,
  columns: { name: string; type: string }[],
): Promise<Set<number>> {
  const found = new Set<number>();
  const maybe = columns.flatMap((c, j) => (mayHoldNumericDates(c) ? [j] : []));
  if (!maybe.length) return found;
  const checks = maybe.map((j) => {
    const ref = quoteIdent(columns[j]!.name);
    return [
      `count(DISTINCT ${ref}) AS "n${j}"`,
      `count(*) FILTER (WHERE ${ref} IS NOT NULL AND (${ref} < 10000101 OR ${ref} > 29991231 OR ${numericDateSql(ref)} IS NULL)) AS "bad${j}"`,
    ].join(', ');
  });
  const [stats] = await rows(`SELECT ${checks.join(', ')} FROM ${source}`);
  for (const j of maybe) if (Number(stats?.[`n${j}`] ?? 0) >= 2 && Number(stats?.[`bad${j}`] ?? 1) === 0) found.add(j);
  return found;
}
