/**
 * A small table read as a list: its rows in file order (a row number from the load order) and,
 * per column, whether its cells read as numbers even when written as text ("1st", "+32", "−14",
 * "9.58 WR", "$1.2 million", "12 (5)"). The table-question stage plans over these rows and then
 * runs its answer as SQL.
 */
import { isNumericType, isTemporalType } from '../../data/duck';
import type { DatasetInfo, DatasetRegistry } from '../../data/registry';
import { quoteIdent } from '../../data/sql';
import { splitWords, stem } from '../text';
import { isDurationColumn } from './cell-durations';
import { secondUnitColumn } from './cell-units';
import { itemCountColumn } from './list-counts';
import { countryCodeColumn } from './country-columns';
import { bracketCountColumn } from './bracket-counts';
import { scoreColumns } from './score-columns';
import { lifeColumns } from './life-years';
import { nameWithoutCount, nameWithoutCountSql, namesWithCounts } from './name-counts';

/** Tables up to this many rows are read as lists (row order, neighbours, cell look-ups). */
export const LIST_MAX_ROWS = 300;

/** The row number column added over the file's order; no user column can be named like it. */
export const ROW = '__row_number';

export interface ListColumn {
  name: string;
  type: string;
  /** Stored as a number. */
  numeric: boolean;
  /** A date or timestamp. */
  temporal: boolean;
  /** Text whose cells mostly start with a number ("1st", "+32", "9.58 WR"): compared by that number. */
  numberInText: boolean;
  /** Whole numbers between 1800 and 2100 under a name with "year" or "season" (or a date column). */
  yearLike: boolean;
  /** Every cell a whole number between 1800 and 2100 ("Opened", "Founded"): years, whatever the header says. */
  yearValues: boolean;
  /** Stems of the header's words. */
  stems: string[];
  /** Distinct values per row. */
  uniqueness: number;
  /** Text cells that are times ("2:09:47", "3:45.2"): compared and added up as seconds, shown as written. */
  duration?: boolean;
  /** Computed from the numbers a text column writes in this second unit ("1,700 m (5,577 ft)" → ft). */
  inUnit?: string;
  /** Text cells that are spans of years ("1915–1923", "1866–1930"): read as a start and an end, never as one year. */
  yearRange?: boolean;
  /** A column computed from others (a span of two year columns): its SQL expression over the row. */
  expr?: string;
  /** The number of items of a column of lists ("Canada, United States" → 2): that column's name. */
  itemsOf?: string;
  /** Cells that list items ("Canada, United States"): never the column naming the rows. */
  list?: boolean;
  /** The points of one side of a column of scores ("34–7"): the name of that side's column. */
  pointsOf?: string;
  /** 1 for the rows whose score in that column carries a note ("34–28 (OT)"), 0 for the others. */
  noteOf?: string;
  /** Names read without the running count some of them carry ("Ann Lee (2)"): the SQL of the name (`name-counts.ts`). */
  cleaned?: string;
}

/**
 * A column of numbers computed over the row by an SQL expression (an item count, a second unit,
 * a span of two years): never a date, a year or text; `more` gives its stems, its uniqueness and
 * any other flag.
 */
export function numericColumn(name: string, expr: string, more: Pick<ListColumn, 'stems' | 'uniqueness'> & Partial<ListColumn>): ListColumn {
  return { name, type: 'DOUBLE', numeric: true, temporal: false, numberInText: false, yearLike: false, yearValues: false, expr, ...more };
}

export interface ListTable {
  info: DatasetInfo;
  columns: ListColumn[];
  /** Cells as text, in file order, without the total rows; index 0 is the first row. */
  rows: (string | null)[][];
  /** Row numbers (1 = the file's first row) of rows that add up the others ("Total", "Totals (15 nations)"). */
  totals: number[];
}

/** A span of two years written in one cell: "1915–1923", "1939 - 1958". */
export const YEAR_RANGE = /^\s*(1[0-9]{3}|20[0-9]{2})\s*[–-]\s*(1[0-9]{3}|20[0-9]{2})\b/;

/** A cell that labels a row adding up the others. */
const TOTAL_LABEL = /^\s*(grand\s+)?totals?\b|^\s*(sum|overall|all)\s*$/i;

/**
 * The first row or one of the last two whose label (one of its first two filled cells) says it is
 * a total: a Total row often leaves its leading number and date cells empty.
 */
function totalRows(rows: (string | null)[][]): number[] {
  return rows.flatMap((r, i) =>
    (i === 0 || i >= rows.length - 2) &&
    rows.length > 3 &&
    r
      .filter((v) => v !== null && v.trim() !== '')
      .slice(0, 2)
      .some((v) => TOTAL_LABEL.test(v as string))
      ? [i + 1]
      : [],
  );
}

/** The first number written in a cell: "+32" → 32, "−14" → -14, "1st" → 1, "$1,200" → 1200. */
export function leadingNumber(text: string): number | undefined {
  // a code of letters joined to digits ("TK-1", "SO-101234", "A12") is a name, not a number
  if (/^[a-z]+[-_/]?\d/i.test(text.trim())) return undefined;
  const m = /^([^\d+\-−.]*)([+\-−]?)\s*(\d[\d,]*(?:\.\d+)?|\.\d+)/.exec(text.trim());
  if (!m) return undefined;
  // a name with a count in brackets ("Ann Lee (12)") is a name, not a number; nor is a note in
  // brackets that only mentions one ("(carried over from 1999)")
  if (/[a-z]{2}[^(]*\($/i.test((m[1] as string).trim()) || /^\([^)]*[a-z]{2}/i.test((m[1] as string).trim())) return undefined;
  const n = Number((m[3] as string).replace(/,/g, ''));
  if (!Number.isFinite(n)) return undefined;
  // an arrow pointing down before the number ("▼ 2", "↓3") is a fall: a rank change written for people
  if (/^\s*[▼▽↓⬇🔻]\s*$/u.test(m[1] as string)) return -n;
  return m[2] === '-' || m[2] === '−' ? -n : n;
}

const cellText = (v: unknown): string | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v);

/** Reads a dataset as a list when it is small enough; undefined for larger tables. */
export async function readListTable(registry: DatasetRegistry, name: string): Promise<ListTable | undefined> {
  const info = await registry.get(name);
  if (info.rowCount === 0 || info.rowCount > LIST_MAX_ROWS) return undefined;
  const select = info.columns.map((c, i) => `${quoteIdent(c.name)}::VARCHAR AS ${quoteIdent(`c${i}`)}`).join(', ');
  const result = await registry.query(`SELECT ${select} FROM ${quoteIdent(info.name)}`, {
    maxRows: LIST_MAX_ROWS + 1,
  });
  const all = result.rows.map((r) => info.columns.map((_, i) => cellText(r[`c${i}`])));
  // "Ann Lee (2)" among plain names: the name alone, in the cells and in the SQL (`cleaned`)
  const named = info.columns.map((c, i) => !isNumericType(c.type) && !isTemporalType(c.type) && namesWithCounts(all.map((r) => r[i] ?? null)));
  for (const r of all) r.forEach((v, i) => (named[i] && v !== null ? (r[i] = nameWithoutCount(v)) : undefined));
  const totals = totalRows(all);
  const rows = all.filter((_, i) => !totals.includes(i + 1));
  const columns = info.columns.map((c, i): ListColumn => {
    const cells = rows.map((r) => r[i]).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    const numeric = isNumericType(c.type);
    const temporal = isTemporalType(c.type);
    const stems = splitWords(c.name).map(stem);
    // A word before the number names the row ("Apollo 7", "Week 3"): such a cell is not a number.
    const numbers = cells
      .filter((v) => !/^[a-z]+\s+\d/i.test(v.trim()))
      .map(leadingNumber)
      .filter((n): n is number => n !== undefined);
    const numberInText = !numeric && !temporal && cells.length > 0 && numbers.length >= 0.8 * cells.length;
    const yearish = stems.some((s) => s === 'year' || s === 'season');
    const yearRange = !numeric && !temporal && cells.length > 0 && cells.filter((v) => YEAR_RANGE.test(v)).length >= 0.8 * cells.length;
    const yearValues =
      !temporal &&
      !yearRange &&
      numbers.length > 0 &&
      numbers.length >= 0.8 * cells.length &&
      numbers.every((n) => Number.isInteger(n) && n >= 1800 && n <= 2100);
    const yearLike = temporal || (yearish && yearValues);
    const duration = !numeric && !temporal && isDurationColumn(cells);
    return {
      name: c.name,
      type: c.type,
      numeric,
      temporal,
      numberInText,
      yearLike,
      yearValues,
      ...(yearRange ? { yearRange } : {}),
      ...(duration ? { duration } : {}),
      ...(named[i] ? { cleaned: nameWithoutCountSql(c.name) } : {}),
      stems,
      uniqueness: cells.length ? new Set(cells).size / rows.length : 0,
    };
  });
  twinHeaders(columns);
  // "1,700 m (5,577 ft)": the second unit as a column of its own, after the table's columns; a
  // column of lists ("Canada, United States") gets the number of its items
  for (const [i, c] of [...columns.entries()]) {
    const cells = rows.map((r) => r[i] ?? null);
    // a column of scores ("34–7") gets the total, the margin and each side's points
    const scores = scoreColumns(columns, i, cells);
    const extra = secondUnitColumn(c, cells) ?? itemCountColumn(c, cells) ?? countryCodeColumn(c, cells) ?? bracketCountColumn(c, cells);
    for (const e of [...scores, ...(extra ? [extra] : []), ...lifeColumns(c, cells)]) {
      if (columns.some((o) => o.name === e.column.name)) continue;
      columns.push(e.column);
      rows.forEach((r, k) => r.push(e.cells[k] ?? null));
    }
  }
  return { info, columns, rows, totals };
}

/** The name without the number a loader gives a repeated header ("Manager_1" → "Manager"), when the first is there. */
const twinBase = (name: string, columns: ListColumn[]) => {
  const base = /^(.*)_\d{1,2}$/.exec(name)?.[1];
  return base !== undefined && columns.some((c) => c.name === base) ? base : name;
};

/**
 * Headers the file repeats ("Manager" after "Winning team", "Manager_1" after "Losing team"): each
 * belongs to the column before it, whose qualifying first word ("winning", "losing", "home") is
 * said before it ("the losing manager"); the loader's number is no word of it.
 */
function twinHeaders(columns: ListColumn[]): void {
  for (const [i, c] of columns.entries()) {
    const base = twinBase(c.name, columns);
    if (!columns.some((o) => o !== c && twinBase(o.name, columns) === base)) continue;
    if (base !== c.name) c.stems = splitWords(base).map(stem);
    const before = columns[i - 1];
    const q = before ? splitWords(before.name)[0] : undefined;
    if (!before || before.stems.length < 2 || !q || !/^(winning|losing|home|away|visiting|host|outgoing|incoming)$/i.test(q)) continue;
    c.stems = [stem(q.toLowerCase()), ...c.stems];
  }
}
