/**
 * Places written with the postal codes of their US states after a comma ("Dallas-Fort Worth, TX",
 * "Cincinnati, OH-KY-IN"): a state said by name finds every place of a column written so whose
 * codes include the state's, a place across several states under each of them.
 */
import type { DatasetIndex, IndexedColumn, ValueEntry } from '../schema-index';

/** The state codes after the last comma of a cell: "oh-ky-in" → oh, ky, in. */
const CODES_AFTER_COMMA = /,\s*([a-z]{2}(?:\s*-\s*[a-z]{2})*)\s*$/i;

const codesOf = (cell: string): string[] | undefined =>
  CODES_AFTER_COMMA.exec(cell)?.[1]
    ?.toLowerCase()
    .split('-')
    .map((c) => c.trim());

/** Whether most of a text column's values are places written with their state codes. */
function placeColumn(c: IndexedColumn): boolean {
  const values = [...c.values.values()];
  return values.length >= 5 && values.filter((v) => codesOf(v)).length >= 0.8 * values.length;
}

/**
 * Every value of a column of "place, ST" cells whose state codes include `code` (lower case), for
 * the state called `name`; none when a place is named like the state ("New York-Newark, NY-NJ":
 * the name may mean the city).
 */
export function statePlaces(name: string, code: string, index: DatasetIndex): ValueEntry[] {
  const out: ValueEntry[] = [];
  for (const column of index.columns.filter(placeColumn)) {
    const values = [...column.values.values()];
    if (values.some((v) => v.toLowerCase().startsWith(name))) return [];
    for (const value of values) if (codesOf(value)?.includes(code)) out.push({ column, value });
  }
  const columns = new Set(out.map((e) => e.column));
  return columns.size === 1 ? out : [];
}
