/**
 * A column of year spans ("2023–2024", a single "2018" for one year) read by a year said: "started
 * in 2023" is the span's first year, "ended in 2019" its last, and "on the road in 2018", "active
 * in 2018" every span holding the year — never the one cell that is that year alone.
 */
import { quoteIdent, sqlValue } from '../../data/sql';
import type { Cond } from './query';
import { numericColumn, type ListColumn, type ListTable } from './table';

const STARTED = /^(started|start|starts|began|begin|begins|kicked|launched|debuted)$/;
const ENDED = /^(ended|end|ends|finished|finish|wrapped|concluded)$/;

/** The first or last year of each span as a column of numbers (a single year is both). */
function spanPart(column: ListColumn, which: 'from' | 'to'): ListColumn {
  const cell = `CAST(${quoteIdent(column.name)} AS VARCHAR)`;
  const first = `TRY_CAST(regexp_extract(${cell}, ${sqlValue('^\\s*([0-9]{4})')}, 1) AS DOUBLE)`;
  const second = `TRY_CAST(regexp_extract(${cell}, ${sqlValue('^\\s*[0-9]{4}\\s*[–-]\\s*([0-9]{4})')}, 1) AS DOUBLE)`;
  const expr =
    which === 'from' ? first : `(CASE WHEN regexp_matches(${cell}, ${sqlValue('^\\s*[0-9]{4}\\s*$')}) THEN ${first} ELSE ${second} END)`;
  return numericColumn(`${column.name} (${which})`, expr, { stems: [], uniqueness: column.uniqueness, yearValues: true });
}

/** The column of spans a year said is read on: the table's only one, with no column of plain years beside it. */
export function spanColumn(table: ListTable): ListColumn | undefined {
  const spans = table.columns.filter((c) => c.yearRange);
  if (spans.length !== 1 || table.columns.some((c) => c.yearLike || c.yearValues)) return undefined;
  const column = spans[0] as ListColumn;
  // (periods of one length laid end to end, "1891-1900", "1901-1910", are a series' periods: a
  // year inside one is not that period's figure)
  const at = table.columns.indexOf(column);
  const ranges = table.rows.flatMap((r) => {
    const m = /^\s*(\d{4})\s*[–-]\s*(\d{4})/.exec(r[at] ?? '');
    return m ? [[Number(m[1]), Number(m[2])] as const] : [];
  });
  const lengths = new Set(ranges.map(([a, b]) => b - a));
  if (lengths.size === 1 && [...lengths][0]! >= 4) return undefined;
  return column;
}

/** The conditions a year said at `i` puts on the table's column of spans, or undefined when none is read. */
export function spanYearConds(table: ListTable, text: string[], i: number, year: number): { conds: Cond[]; virtual: ListColumn[] } | undefined {
  const column = spanColumn(table);
  if (!column) return undefined;
  const before = text.slice(Math.max(0, i - 4), i);
  const [from, to] = [spanPart(column, 'from'), spanPart(column, 'to')];
  if (before.some((w) => STARTED.test(w))) return { conds: [{ kind: 'cmp', column: from.name, op: '=', value: year }], virtual: [from] };
  if (before.some((w) => ENDED.test(w))) return { conds: [{ kind: 'cmp', column: to.name, op: '=', value: year }], virtual: [to] };
  if (!/^(in|during|of)$/.test(text[i - 1] ?? '')) return undefined;
  return {
    conds: [
      { kind: 'cmp', column: from.name, op: '<=', value: year },
      { kind: 'cmp', column: to.name, op: '>=', value: year },
    ],
    virtual: [from, to],
  };
}
