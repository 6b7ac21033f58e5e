/**
 * The columns of a small table that hold points in time: dates (stored as dates, or written as
 * text such as "5 July 1945[a]" or "July 5, 1945", where a footnote mark, "Incumbent" or "—" may
 * stand among them) and years. Each is read in SQL as a DATE, or as a year number when the
 * column holds years only. A start and an end column are told apart by their header words.
 */
import { quoteIdent, sqlValue } from '../../data/sql';
import { END, START } from './derived';
import { numberOf } from './query';
import type { ListColumn, ListTable } from './table';

export interface DatedColumn {
  name: string;
  /** SQL of the column's point in time: a DATE, or a year number when `days` is false. */
  sql: string;
  /** Whole dates (days can be counted); false for a column of years. */
  days: boolean;
  /** SQL: the cell says the time is still running ("Incumbent", "present"). */
  ongoing?: string;
}

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
/** A date written in words or as ISO, after its footnote marks are taken off. */
const DATE_TEXT = new RegExp(
  `^(?:\\d{1,2} ${MONTH},? \\d{4}|${MONTH} \\d{1,2},? \\d{4}|\\d{4}-\\d{2}-\\d{2})$`,
  'i',
);
/** Cells that say the time has not ended, or that there is none. */
const OPEN_CELL = /^(incumbent|present|current|ongoing|active|running|in office|serving|tba|tbd|n\/a|[—–-]+|\?)?$/i;
const FOOTNOTE = /\s*\[[^\]]*\]/g;

/** Whether most cells of a text column (four in five of those that say something) are dates. */
function datesInText(cells: (string | null)[]): boolean {
  const said = cells.map((v) => (v ?? '').replace(FOOTNOTE, '').trim()).filter((v) => !OPEN_CELL.test(v));
  const dates = said.filter((v) => DATE_TEXT.test(v)).length;
  return said.length > 0 && dates >= 0.8 * said.length;
}

const FORMATS = ['%d %B %Y', '%B %d, %Y', '%B %d %Y', '%d %b %Y', '%b %d, %Y', '%b %d %Y', '%Y-%m-%d'];

/** SQL: the DATE a text cell writes, without its footnote marks (NULL when it writes none). */
function textDateSql(name: string): string {
  const clean = `regexp_replace(trim(CAST(${quoteIdent(name)} AS VARCHAR)), ${sqlValue('\\s*\\[[^\\]]*\\]')}, '', 'g')`;
  return `CAST(try_strptime(${clean}, [${FORMATS.map((f) => sqlValue(f)).join(', ')}]) AS DATE)`;
}

const ONGOING = ['incumbent', 'present', 'current', 'ongoing', 'in office', 'serving', 'active', 'running'];

/** SQL: whether a text cell (without its footnote marks) says the time is still running. */
function ongoingSql(name: string): string {
  const clean = `lower(trim(regexp_replace(CAST(${quoteIdent(name)} AS VARCHAR), ${sqlValue('\\s*\\[[^\\]]*\\]')}, '', 'g')))`;
  return `coalesce(${clean} IN (${ONGOING.map((w) => sqlValue(w)).join(', ')}), false)`;
}

/** The table's columns of dates and of years, in table order. */
export function datedColumns(table: ListTable): DatedColumn[] {
  return table.columns.flatMap((c, ci): DatedColumn[] => {
    if (c.expr) return [];
    if (c.temporal) return [{ name: c.name, sql: `CAST(${quoteIdent(c.name)} AS DATE)`, days: true }];
    if (!c.numeric && datesInText(table.rows.map((r) => r[ci] ?? null)))
      return [{ name: c.name, sql: textDateSql(c.name), days: true, ongoing: ongoingSql(c.name) }];
    if (c.yearValues || (c.yearLike && c.numeric)) return [{ name: c.name, sql: numberOf(c), days: false }];
    return [];
  });
}

const stemsOf = (table: ListTable, d: DatedColumn) =>
  table.columns.find((c) => c.name === d.name)?.stems ?? [];

/** The one start and the one end column among the dated ones, told apart by their header words. */
export function startEnd(
  table: ListTable,
  dated: DatedColumn[],
): { start: DatedColumn; end: DatedColumn } | undefined {
  const starts = dated.filter((d) => stemsOf(table, d).some((s) => START.test(s)));
  const ends = dated.filter((d) => !starts.includes(d) && stemsOf(table, d).some((s) => END.test(s)));
  const [start, end] = [starts[0], ends[0]];
  if (starts.length !== 1 || ends.length !== 1 || !start || !end || start.days !== end.days) return undefined;
  return { start, end };
}

/** A column of lengths (a duration, a runtime, days): the table says how long a row lasted itself. */
export function hasLengthColumn(table: ListTable): boolean {
  return table.columns.some(
    (c) =>
      (c.numeric || c.numberInText || c.duration) &&
      !c.yearValues &&
      c.stems.some((s) => /^(duration|length|day|days|lasted|runtime|tenure|span)$/.test(s)),
  );
}

export const columnOf = (table: ListTable, name: string): ListColumn | undefined =>
  table.columns.find((c) => c.name === name);
