/**
 * Columns a download repeats under a second name (a census table's `Geographic Name` and
 * `GEONAME`, two employee counts with the same number on every row): the later copy names nothing
 * the first does not, and a value or a word found in both would be asked about ("which one did you
 * mean?") for no reason. The index keeps the first column and leaves the copy out; the table itself
 * keeps both (a query naming the copy still runs).
 */
import type { IndexedColumn } from './schema-index';
import { quoteIdent } from '../data/sql';

/** At most this many pairs are checked on the data, one query for all of them. */
const MAX_PAIRS = 20;

/** Whether two columns may hold the same cells: one type, one count of values, the same values or range. */
function lookAlike(a: IndexedColumn, b: IndexedColumn): boolean {
  if (a.type !== b.type || a.distinct !== b.distinct || a.distinct < 2) return false;
  if (a.values.size > 0 || b.values.size > 0) {
    if (a.values.size !== b.values.size) return false;
    for (const key of a.values.keys()) if (!b.values.has(key)) return false;
    return true;
  }
  return a.min !== undefined && a.min === b.min && a.max === b.max;
}

/** The later column of each pair that holds the same cell as an earlier one on every row, and that one. */
export async function copiedColumns(
  columns: IndexedColumn[],
  table: string,
  query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<Map<string, IndexedColumn>> {
  const pairs: [IndexedColumn, IndexedColumn][] = [];
  for (const [i, a] of columns.entries())
    for (const b of columns.slice(i + 1)) if (pairs.length < MAX_PAIRS && lookAlike(a, b)) pairs.push([a, b]);
  if (pairs.length === 0) return new Map();
  const checks = pairs
    .map(
      ([a, b], i) =>
        `count(*) FILTER (WHERE ${quoteIdent(a.name)} IS DISTINCT FROM ${quoteIdent(b.name)}) AS "p${i}"`,
    )
    .join(', ');
  const row = (await query(`SELECT ${checks} FROM ${table}`)).rows[0] ?? {};
  const copies = new Map<string, IndexedColumn>();
  pairs.forEach(([a, b], i) => {
    if (Number(row[`p${i}`] ?? 1) === 0 && !copies.has(a.name) && !copies.has(b.name)) copies.set(b.name, a);
  });
  return copies;
}

/**
 * The index's columns without the copies. A copy named by some of the same words ("Number of
 * employees" beside "Number of Employees for All Sectors") is left out, lending its fewer words to
 * the column kept so that "employees" still names it; a copy named otherwise ("GEONAME" beside
 * "Geographic Name", "Rank" beside "Pos") stays to be named, but its values are the kept column's
 * (found there only, never asked about twice).
 */
export function withoutCopies(columns: IndexedColumn[], copies: Map<string, IndexedColumn>): IndexedColumn[] {
  const dropped = new Set<string>();
  for (const c of columns) {
    const kept = copies.get(c.name);
    if (!kept) continue;
    const fewer = c.words.every((w) => kept.words.includes(w));
    const more = kept.words.every((w) => c.words.includes(w));
    if (!fewer && !more) {
      c.values = new Map();
      delete c.cells;
      continue;
    }
    dropped.add(c.name);
    if (fewer && c.words.length < kept.words.length) {
      kept.words = c.words;
      kept.stems = c.stems;
      kept.required = c.required;
    }
  }
  return columns.filter((c) => !dropped.has(c.name));
}
