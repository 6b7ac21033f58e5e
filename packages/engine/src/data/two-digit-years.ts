/**
 * Years written with two digits: a whole-number column under a year header ("Yr", "year", "yy")
 * whose values all lie in 0–99 is a year of one century. When reading it in this century would put
 * a year in the future (`84` → 2084), every value is a year of the 1900s (`14` … `84` → 1914 …
 * 1984) and the column is written so; values that fit either century (`05` … `19`) stay as they are.
 */
import { quoteIdent } from './sql';

const WHOLE_TYPES = /^(BIGINT|INTEGER|HUGEINT|UBIGINT|UINTEGER|SMALLINT|TINYINT|USMALLINT|UTINYINT)$/;
const YEAR_HEADER = /^(yr|yrs|year|years|yy)$/;

const headerWords = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Whether a column's header and type allow reading it as two-digit years (values still to check). */
export function mayHoldTwoDigitYears(column: { name: string; type: string }): boolean {
  return WHOLE_TYPES.test(column.type) && headerWords(column.name).some((w) => YEAR_HEADER.test(w));
}

/** The four-digit year of the 1900s a two-digit year written in `ref` stands for. */
export const twoDigitYearSql = (ref: string) => `CAST(1900 + ${ref} AS INTEGER)`;

/**
 * The columns of `source` holding two-digit years of the 1900s, by position in `columns`, each with
 * the expression that writes them in four digits: at least three distinct values, all in 0–99, the
 * largest past this year's last two digits.
 */
export async function twoDigitYearColumns(
  rows: (sql: string) => Promise<Record<string, unknown>[]>,
  source: string,
  columns: { name: string; type: string }[],
  now = new Date(),
): Promise<Map<number, (ref: string) => string>> {
  const found = new Map<number, (ref: string) => string>();
  const candidates = columns.flatMap((c, j) => (mayHoldTwoDigitYears(c) ? [j] : []));
  if (!candidates.length) return found;
  const checks = candidates.map((j) => {
    const ref = quoteIdent(columns[j]!.name);
    return `count(DISTINCT ${ref}) AS "n${j}", min(${ref}) AS "lo${j}", max(${ref}) AS "hi${j}"`;
  });
  const [stats] = await rows(`SELECT ${checks.join(', ')} FROM ${source}`);
  const thisYear = now.getUTCFullYear() % 100;
  for (const j of candidates) {
    const [n = NaN, lo = NaN, hi = NaN] = ["n", "lo", "hi"].map((k) => Number(stats?.[`${k}${j}`] ?? NaN));
    if (n >= 3 && lo >= 0 && hi <= 99 && hi > thisYear) found.set(j, twoDigitYearSql);
  }
  return found;
}
