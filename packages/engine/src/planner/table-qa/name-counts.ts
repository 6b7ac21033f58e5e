/**
 * Names followed on some rows by a running count in brackets, as list articles write a champion
 * from the second title on ("Ann Lee", later "Ann Lee (2)", "Ann Lee (3)"): the count is no part of
 * the name. Such a column is read by its names alone, in its cells and in the SQL that reads it, so
 * that "how many times did Ann Lee win" finds every row of hers and "how many different champions"
 * counts her once. A column where nearly every cell carries a number in brackets ("Bo Kim (12)")
 * holds a figure per row instead (`bracket-counts.ts`) and is left as it is.
 */
import { quoteIdent, sqlValue } from '../../data/sql';

/** A name (two letters at least), then a small whole number in brackets, perhaps a footnote mark. */
const NAME_COUNT = /^(\s*[^\d()]*[a-z]{2}[^\d()]*?)\s*\((\d{1,2})\)\s*(?:\[[^\]]*\]\s*)*$/i;
/** A cell without any digit: a plain name. */
const PLAIN = /^[^\d]*$/;

/** The name a cell holds without its bracketed count ("Ann Lee (3)" → "Ann Lee"); other cells unchanged. */
export const nameWithoutCount = (cell: string): string => NAME_COUNT.exec(cell)?.[1]?.trim() ?? cell;

/**
 * Whether a text column's cells are names, some of them followed by a running count: at least two
 * counted cells, every other written cell a plain name, and at least one counted name found again
 * without its count or with another count (the count runs over the same names). A column counted
 * on nearly every cell is another reading's (a figure per row).
 */
export function namesWithCounts(cells: readonly (string | null)[]): boolean {
  const written = cells.filter(
    (v): v is string => typeof v === 'string' && v.trim() !== '' && !/^\s*[—–-]\s*$/.test(v),
  );
  if (written.length < 4) return false;
  const counted = written.filter((v) => NAME_COUNT.test(v));
  if (counted.length < 2 || counted.length >= 0.8 * written.length) return false;
  if (!written.every((v) => NAME_COUNT.test(v) || PLAIN.test(v))) return false;
  const names = written.map((v) => nameWithoutCount(v).toLowerCase());
  return new Set(names).size < written.length;
}

/** SQL: a column's text without a bracketed count at its end (the cleaned name, as `nameWithoutCount`). */
export function nameWithoutCountSql(column: string): string {
  const text = `CAST(${quoteIdent(column)} AS VARCHAR)`;
  return `trim(regexp_replace(${text}, ${sqlValue('\\s*\\(\\d{1,2}\\)\\s*(\\[[^\\]]*\\]\\s*)*$')}, ''))`;
}
