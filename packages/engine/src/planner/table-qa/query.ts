/**
 * The table-question stage's typed query and its SQL. Every query reads the dataset with a row
 * number in file order (so "first", "last", "after X" mean the order of the list), compares
 * text cells without regard to case, and reads numbers out of text cells ("1st", "+32", "−14",
 * "9.58 WR") when a column holds them as text. Identifiers go through quoteIdent and values
 * through sqlValue; nothing from the question is spliced into SQL.
 */
import { quoteIdent, sqlValue } from '../../data/sql';
import { durationSql, durationTextSql } from './cell-durations';
import { hasItemSql, itemsSql } from '../list-cells';
import { ROW, type ListColumn } from './table';
import type { DatedQuery } from './date-gaps';
import { datedSql } from './date-gaps-sql';
import { distinctSql } from './role-counts';

export type Cond =
  /** The cell equals the value (case-insensitive). */
  | { kind: 'eq'; column: string; value: string; /** Other columns the value may sit in instead ("played": either side of a game). */ also?: string[] }
  /** The cell contains the value (a city named without its country, a word of a note); `item`: one whole item of a list cell. */
  | { kind: 'contains'; column: string; value: string; item?: boolean }
  /** The row's place in the list (1 = the first row of the file). */
  | { kind: 'row'; op: '<='; value: number }
  /** The cell's first word is the value ("W 3–1", "Won" for a win). */
  | { kind: 'first-word'; column: string; value: string[] }
  /** The cell is none of the values ("outside Spain and Peru"); `partial`: contains none of them. */
  | { kind: 'not'; column: string; values: string[]; partial?: boolean }
  /** The cell holds something: neither empty nor a dash. */
  | { kind: 'present'; column: string }
  /** The cell's number compared with a number (a year of a date column). */
  | { kind: 'cmp'; column: string; op: '>' | '>=' | '<' | '<=' | '='; value: number };

export type TableQuery =
  /** Time between dates: of two rows, of a row's start and end, of a row and the next (date-gaps.ts). */
  | DatedQuery
  /** A cell of the rows meeting the conditions: all of them, or the first or last in list order. */
  | { kind: 'cell'; target: string; where: Cond[]; pick: 'all' | 'first' | 'last' }
  /** A cell of the row listed right after (offset 1) or before (-1) the row meeting the conditions. */
  | { kind: 'neighbor'; target: string; anchor: Cond[]; offset: 1 | -1 }
  /** A cell of the row(s) with the highest or lowest number in another column. */
  | { kind: 'extreme'; target: string; by: string; dir: 'desc' | 'asc'; where: Cond[]; /** "the 3rd highest": the row at that place of the ranking. */ nth?: number }
  /** The value of a column that appears in the most (or fewest) rows. */
  | { kind: 'most'; target: string; dir: 'desc' | 'asc'; where: Cond[] }
  /** How many rows meet the conditions, or how many distinct values a column has among them. */
  | { kind: 'count'; where: Cond[]; distinct?: string }
  /** The sum, average, smallest or largest number of a column over the rows meeting the conditions. */
  | { kind: 'aggregate'; fn: 'sum' | 'avg' | 'median' | 'min' | 'max'; column: string; where: Cond[] }
  /** How long a row lasted: its end column minus its start column ("how long did X reign"). */
  | { kind: 'duration'; start: string; end: string; where: Cond[] }
  /** The largest number of a column minus the smallest ("years between the first and last"). */
  | { kind: 'span'; column: string; where: Cond[] }
  /**
   * Two sides (cells of one column) compared by a column's number, by how many rows each has, or
   * (measure = the row number column) by which is listed first;
   * `ask` says whether the question wants a yes/no (`more` / `less`), the larger side or the difference.
   */
  | {
      kind: 'compare';
      column: string;
      sides: [string, string];
      partial: boolean;
      measure?: string;
      /** `ratio`: how many times the first side's figure is the second's. */
      ask: 'more' | 'less' | 'difference' | 'ratio' | 'which-more' | 'which-less';
      /** Conditions both sides meet ("won more finals on grass than on hard": the finals won). */
      where?: Cond[];
    };

export type ColumnsByName = Map<string, ListColumn>;

const id = quoteIdent;
/**
 * The dataset with its row numbers in file order, without the rows that total the others; a column
 * of names some of which carry a running count ("Ann Lee (2)") holds the names alone.
 */
const base = (dataset: string, totals: number[], columns: ColumnsByName) => {
  const cleaned = [...columns.values()].filter((c) => c.cleaned && !c.expr).map((c) => `${c.cleaned} AS ${id(c.name)}`);
  const all = cleaned.length ? `* REPLACE (${cleaned.join(', ')})` : '*';
  const numbered = `SELECT row_number() OVER () AS ${id(ROW)}, ${all} FROM ${id(dataset)}`;
  const kept = totals.length ? `SELECT * FROM (${numbered}) WHERE ${id(ROW)} NOT IN (${totals.map((n) => sqlValue(n)).join(', ')})` : numbered;
  return `(${kept}) AS t`;
};

/**
 * A column as a number: itself when numeric, its year for a date, the seconds of a time written
 * as text ("2:09:47"), else the first number in its text.
 */
export function numberOf(column: ListColumn): string {
  if (column.expr) return column.expr;
  if (column.numeric) return `CAST(${id(column.name)} AS DOUBLE)`;
  if (column.temporal) return `CAST(year(${id(column.name)}) AS DOUBLE)`;
  if (column.duration) return durationSql(`CAST(${id(column.name)} AS VARCHAR)`);
  // an arrow pointing down before the number ("▼ 2") is a minus, one pointing up ("▲ 2") a plus
  const text = `regexp_replace(replace(replace(CAST(${id(column.name)} AS VARCHAR), ${sqlValue('−')}, '-'), ',', ''), ${sqlValue('^\\s*[▼▽↓⬇]\\s*')}, '-')`;
  const first = `TRY_CAST(regexp_extract(${text}, ${sqlValue('-?[0-9]+(\\.[0-9]+)?')}) AS DOUBLE)`;
  // "$172.3 billion", "500 million": a scale word right after the first number multiplies it
  const scaled = SCALE_WORDS.map(
    ([word, factor]) => `WHEN regexp_matches(lower(${text}), ${sqlValue(`^[^0-9]*-?[0-9][0-9.]*\\s*(${word})\\b`)}) THEN ${factor}`,
  ).join(' ');
  // ("(carried over from 1999)": a note in brackets that mentions a number is none)
  const note = `regexp_matches(${text}, ${sqlValue('^\\s*\\([^)]*[A-Za-z]{2}')})`;
  return `(CASE WHEN ${note} THEN NULL ELSE ${first} * CASE ${scaled} ELSE 1 END END)`;
}

/** Words that scale the number before them, with their factor. */
const SCALE_WORDS: [string, string][] = [
  ['thousand', '1e3'],
  ['million|mn', '1e6'],
  ['billion|bn', '1e9'],
  ['trillion', '1e12'],
];

/** A column in a select list: itself, or its expression under its name when it is computed. */
const shownAs = (columns: ColumnsByName, name: string) => {
  const c = columns.get(name);
  if (c && clockTimes(c)) return `${durationTextSql(numberOf(c))} AS ${id(name)}`;
  return c?.expr ? `${c.expr} AS ${id(name)}` : id(name);
};

/** Race times the load read as times of day ("2:15:25" stored as TIME): shown as written, never "02:15:25". */
const clockTimes = (c: ListColumn) => c.duration === true && !c.expr && /^TIME\b(?! WITH)/i.test(c.type);

/** At most this many columns are shown for a row the answer names. */
const ROW_COLUMNS = 8;

/**
 * The columns shown for a row the answer names (the one with the most of something, the first
 * one meeting a condition): the asked ones first, then the row's other stored columns, so that a
 * row named by a code ("XXII") is seen with its year and place.
 */
function withRowContext(columns: ColumnsByName, asked: string[]): string[] {
  const rest = [...columns.values()].filter((c) => !c.expr && !asked.includes(c.name)).map((c) => c.name);
  return [...asked, ...rest].slice(0, Math.max(asked.length, ROW_COLUMNS));
}

const textOf = (name: string) => `lower(trim(CAST(${id(name)} AS VARCHAR)))`;

function column(columns: ColumnsByName, name: string): ListColumn {
  const c = columns.get(name);
  if (!c) throw new Error(`Unknown column ${name}`);
  return c;
}

export function condSql(columns: ColumnsByName, c: Cond): string {
  switch (c.kind) {
    case 'eq': {
      const v = sqlValue(c.value.trim().toLowerCase());
      if (c.also?.length) return `(${[c.column, ...c.also].map((col) => `${textOf(col)} = ${v}`).join(' OR ')})`;
      return `${textOf(c.column)} = ${v}`;
    }
    case 'contains':
      if (c.item) return hasItemSql(`CAST(${id(c.column)} AS VARCHAR)`, c.value);
      return `contains(${textOf(c.column)}, ${sqlValue(c.value.trim().toLowerCase())})`;
    case 'cmp':
      return `${numberOf(column(columns, c.column))} ${c.op} ${sqlValue(c.value)}`;
    case 'row':
      return `${id(ROW)} <= ${sqlValue(c.value)}`;
    case 'present':
      return `NOT (${textOf(c.column)} IS NULL OR ${textOf(c.column)} IN ('', '—', '–', '-', 'n/a', 'none', 'tba', '?'))`;
    case 'first-word':
      return `regexp_extract(${textOf(c.column)}, '^[a-z]+') IN (${c.value.map((v) => sqlValue(v)).join(', ')})`;
    case 'not': {
      // a cell listing several ("Canada, United States") is ruled out by any one of its items
      const values = c.values.map((v) => sqlValue(v.trim().toLowerCase()));
      const any = c.partial
        ? values.map((v) => `contains(${textOf(c.column)}, ${v})`).join(' OR ')
        : [`${textOf(c.column)} IN (${values.join(', ')})`, ...c.values.map((v) => hasItemSql(`CAST(${id(c.column)} AS VARCHAR)`, v))].join(' OR ');
      return `NOT coalesce(${any}, false)`;
    }
  }
}

/**
 * Conditions joined: two cells named in one column are either of them ("Norway and Canada"),
 * conditions on different columns all hold.
 */
const whereSql = (columns: ColumnsByName, conds: Cond[], extra: string[] = []) => {
  const byColumn = new Map<string, string[]>();
  const parts: string[] = [];
  for (const c of conds) {
    if (c.kind === 'cmp' || c.kind === 'row' || c.kind === 'present' || c.kind === 'not' || (c.kind === 'eq' && c.also?.length)) parts.push(condSql(columns, c));
    else byColumn.set(c.column, [...(byColumn.get(c.column) ?? []), condSql(columns, c)]);
  }
  for (const list of byColumn.values()) parts.push(list.length === 1 ? (list[0] as string) : `(${list.join(' OR ')})`);
  parts.push(...extra);
  return parts.length ? ` WHERE ${parts.join(' AND ')}` : '';
};

const condColumns = (conds: Cond[]) => [...new Set(conds.flatMap((c) => (c.kind === 'row' || c.kind === 'present' ? [] : [c.column])))];

/**
 * An aggregate of a column: of times written as text, the fastest or slowest cell as written and
 * a total or average written back as a time; else the function over the column's numbers.
 */
function aggregateSql(c: ListColumn, fn: 'sum' | 'avg' | 'median' | 'min' | 'max'): string {
  if (!c.duration || c.expr) return `${fn}(${numberOf(c)})`;
  if (fn === 'min' || fn === 'max') return clockTimes(c) ? durationTextSql(`${fn}(${numberOf(c)})`) : `arg_${fn}(${id(c.name)}, ${numberOf(c)})`;
  return durationTextSql(`${fn}(${numberOf(c)})`);
}

/** The number of distinct names of a column; of a column of lists, of the distinct items its cells list. */
function distinctCountSql(column: ListColumn | undefined, name: string): string {
  if (column?.list && !column.expr) return `CAST(len(list_distinct(flatten(list(${itemsSql(`CAST(${id(name)} AS VARCHAR)`)})))) AS BIGINT)`;
  return `count(DISTINCT ${distinctSql(column, name)})`;
}

/** The SQL of a table query over one dataset. */
export function tableQuerySql(dataset: string, columns: ColumnsByName, q: TableQuery, totals: number[] = []): string {
  const from = base(dataset, totals, columns);
  switch (q.kind) {
    case 'cell': {
      const asked = [q.target, ...condColumns(q.where).filter((c) => c !== q.target)];
      const shown = q.pick === 'all' ? asked : withRowContext(columns, asked);
      const order = ` ORDER BY ${id(ROW)}${q.pick === 'last' ? ' DESC' : ''}`;
      return `SELECT ${shown.map((c) => shownAs(columns, c)).join(', ')} FROM ${from}${whereSql(columns, q.where)}${order} LIMIT ${q.pick === 'all' ? 20 : 1}`;
    }
    case 'neighbor': {
      const anchor = `(SELECT min(${id(ROW)}) FROM ${from}${whereSql(columns, q.anchor)})`;
      // the nearest row that way holding the cell asked: a row between with nothing in it (a rest
      // day between two stages) is no neighbour
      const side = q.offset > 0 ? '>' : '<';
      return `SELECT ${id(q.target)} FROM ${from} WHERE ${id(ROW)} ${side} ${anchor} AND ${id(q.target)} IS NOT NULL ORDER BY ${id(ROW)}${q.offset > 0 ? '' : ' DESC'} LIMIT 1`;
    }
    case 'extreme': {
      // a date ranks by the whole date, never by its year alone (every row of one year would tie)
      const ranked = column(columns, q.by);
      const n = ranked.temporal && !ranked.expr ? `CAST(${id(ranked.name)} AS TIMESTAMP)` : numberOf(ranked);
      if (q.nth !== undefined && q.nth > 1) {
        const listed = withRowContext(columns, q.target === q.by ? [q.target] : [q.target, q.by]);
        return `SELECT ${listed.map((c) => shownAs(columns, c)).join(', ')} FROM ${from}${whereSql(columns, q.where, [`${n} IS NOT NULL`])} ORDER BY ${n} ${q.dir === 'desc' ? 'DESC' : 'ASC'}, ${id(ROW)} LIMIT 1 OFFSET ${sqlValue(q.nth - 1)}`;
      }
      const best = `(SELECT ${q.dir === 'desc' ? 'max' : 'min'}(${n}) FROM ${from}${whereSql(columns, q.where)})`;
      const shown = withRowContext(columns, q.target === q.by ? [q.target] : [q.target, q.by]);
      return `SELECT ${shown.map((c) => shownAs(columns, c)).join(', ')} FROM ${from}${whereSql(columns, q.where, [`${n} = ${best}`])} ORDER BY ${id(ROW)} LIMIT 10`;
    }
    case 'most': {
      const value = columns.get(q.target)?.expr ?? id(q.target);
      return `SELECT ${value} AS ${id(q.target)}, count(*) AS ${id('rows')} FROM ${from}${whereSql(columns, q.where, [`${value} IS NOT NULL`])} GROUP BY 1 ORDER BY 2 ${q.dir === 'desc' ? 'DESC' : 'ASC'}, min(${id(ROW)}) LIMIT 10`;
    }
    case 'count':
      return `SELECT ${q.distinct ? distinctCountSql(columns.get(q.distinct), q.distinct) : 'count(*)'} AS ${id('count')} FROM ${from}${whereSql(columns, q.where)}`;
    case 'aggregate':
      return `SELECT ${aggregateSql(column(columns, q.column), q.fn)} AS ${id('value')}, count(*) AS ${id('rows')} FROM ${from}${whereSql(columns, q.where)}`;
    case 'duration': {
      const span = `${numberOf(column(columns, q.end))} - ${numberOf(column(columns, q.start))}`;
      return `SELECT ${span} AS ${id('years')}, ${shownAs(columns, q.start)}, ${shownAs(columns, q.end)} FROM ${from}${whereSql(columns, q.where)} LIMIT 20`;
    }
    case 'span': {
      const n = numberOf(column(columns, q.column));
      return `SELECT max(${n}) - min(${n}) AS ${id('difference')}, min(${n}) AS ${id('first')}, max(${n}) AS ${id('last')} FROM ${from}${whereSql(columns, q.where)}`;
    }
    case 'dated':
      return datedSql(from, q, (conds, extra) => whereSql(columns, conds, extra));
    case 'compare': {
      const side = (value: string) => {
        const cond: Cond = q.partial ? { kind: 'contains', column: q.column, value } : { kind: 'eq', column: q.column, value };
        const what =
          q.measure === ROW ? `min(${id(ROW)})` : q.measure ? `sum(${numberOf(column(columns, q.measure))})` : 'count(*)';
        return `(SELECT ${what} FROM ${from}${whereSql(columns, [cond, ...(q.where ?? [])])})`;
      };
      return `SELECT ${side(q.sides[0])} AS ${id('a')}, ${side(q.sides[1])} AS ${id('b')}`;
    }
  }
}
