/**
 * Rows picked or counted by their dates alone: "what is the oldest metro" and "the newest
 * stadium" (the earliest or latest date of the column that says when each row began), "the
 * first to end its mission" (the earliest end year a status writes), "which
 * line has gone the longest without an expansion" (the earliest date of the column named after
 * "without" or "since"), and "how many games came out on the same day in japan and north
 * america" (rows whose two date columns are equal); how many years a row was open, to the
 * year its status writes (status-years.ts); and how long ago a row's date was.
 */
import { columnMentions } from './mentions';
import type { TablePlan } from './plan';
import { startEnd, type DatedColumn } from './date-columns';
import { cellCond, labelColumn, sameKindFirst, unitOf, type Read } from './date-between';
import type { DatedQuery } from './date-gaps';
import { statusEndColumn, yearsOpen } from './status-years';
import { asksAgeAtEvent } from './life-years';

/** Header words of the date a row began: opened, founded, built, released, born. */
const BEGAN =
  /^(open|found|establish|built|introduc|releas|release|launch|born|birth|start|began|inaugurat|commission|debut|premier|premiere|form|creat)/;
const OLDEST = /^(oldest|earliest)$/;
const NEWEST = /^(newest|youngest|latest)$/;
/** "gone the longest without an expansion", "the most time since its last title". */
const LONGEST_WITHOUT = / (longest|most time|longest time) (without|since) /;
const SAME_DAY = / (same|identical) (day|date|year) /;

const stemsOf = (r: Read, d: DatedColumn) => r.table.columns.find((c) => c.name === d.name)?.stems ?? [];

/** The dated columns the question names by their headers, in the order said. */
function namedDated(r: Read): { column: DatedColumn; start: number }[] {
  return columnMentions(r.words, r.table).flatMap((m) => {
    const column = r.dated.find((d) => d.name === r.table.columns[m.column]?.name);
    return column ? [{ column, start: m.start }] : [];
  });
}

/** A question picking or counting rows by their dates alone, or undefined when it is none. */
export function datedRows(r: Read): TablePlan | null | undefined {
  return sameDay(r) ?? earliest(r);
}

/** How long one named row has run: to the end year its status writes, or to today. */
export function datedSpans(r: Read): TablePlan | undefined {
  return yearsOpen(r) ?? sinceToday(r);
}

/** "what is the oldest X", "which X has gone the longest without a Y": the row with the earliest (latest) date. */
function earliest(r: Read): TablePlan | undefined {
  const { text, joined } = r;
  const sup = text.findIndex(
    (w, i) => OLDEST.test(w) || NEWEST.test(w) || (w === 'recent' && text[i - 1] === 'most'),
  );
  // "oldest stadium", "the most recent site": a superlative opening the question asks for a row too
  const opens = sup >= 0 && text.slice(0, sup).every((w) => /^(the|most)$/.test(w));
  if (!/^(which|what|who|name)$/.test(text[0] ?? '') && !opens) return undefined;
  const named = namedDated(r);
  const where = r.cells.map((m) => cellCond(r.table, m));
  const query = (column: DatedColumn, dir: 'asc' | 'desc'): TablePlan | undefined => {
    const label = labelColumn(
      r,
      where.flatMap((c) => (c.kind === 'row' ? [] : [c.column])),
    );
    if (!label) return undefined;
    const q: DatedQuery = {
      kind: 'dated',
      ask: 'earliest',
      unit: column.days ? 'days' : 'years',
      from: column,
      dir,
      label,
      where,
      formula: `${dir === 'asc' ? 'min' : 'max'}(${column.name})`,
    };
    return { strength: 'strong', query: q };
  };
  const without = LONGEST_WITHOUT.exec(joined);
  if (without) {
    const at = joined.slice(0, without.index).split(' ').length - 1;
    const after = named.filter((n) => n.start > at);
    const columns = new Set(after.map((n) => n.column));
    return columns.size === 1 ? query((after[0] as { column: DatedColumn }).column, 'asc') : undefined;
  }
  // "which telescope was the first to end its mission": the earliest end a status writes
  const ended =
    / (first|last) (\w+ )?to (end|close|retire|shut|stop|finish|be (removed|retired|closed|decommissioned)) /.exec(
      joined,
    );
  if (ended) {
    const end = statusEndColumn(r) ?? startEnd(r.table, r.dated)?.end;
    return end ? query(end, ended[1] === 'first' ? 'asc' : 'desc') : undefined;
  }
  if (sup < 0) return undefined;
  // a column said anywhere ("the oldest player by age", "earliest release in japan") is read elsewhere,
  // but for the column naming the rows ("the oldest stadium")
  const label = labelColumn(r, where.flatMap((c) => (c.kind === 'row' ? [] : [c.column])));
  if (columnMentions(r.words, r.table).some((m) => r.table.columns[m.column]?.name !== label)) return undefined;
  // an age column says who is oldest by itself
  if (r.table.columns.some((c) => c.stems.includes('age'))) return undefined;
  // "the oldest at the time of the award" over people with a birth year: an age, not a date
  if (asksAgeAtEvent(text, r.table)) return undefined;
  const began =
    r.dated.length === 1 ? r.dated : r.dated.filter((d) => stemsOf(r, d).some((s) => BEGAN.test(s)));
  // of several columns of the same kind of date ("Japan release", "North America release") the first
  const column = began.length === 1 ? began[0] : sameKindFirst(r, began);
  if (!column) return undefined;
  return query(column, OLDEST.test(text[sup] as string) ? 'asc' : 'desc');
}

/**
 * "how many games came out on the same day in japan and north america": rows whose two dates are
 * equal, counted or listed; "which two telescopes were launched on the same day": rows sharing
 * one column's date with another row.
 */
function sameDay(r: Read): TablePlan | null | undefined {
  const same = SAME_DAY.exec(r.joined);
  if (!same) return undefined;
  const count = /^ (\w+ )?how many /.test(r.joined);
  if (!count && !/^(which|what|name|list)$/.test(r.text[0] ?? '')) return undefined;
  const named = [...new Set(namedDated(r).map((n) => n.column))];
  const only = r.dated.length === 1 ? r.dated : undefined;
  const columns = named.length > 0 ? named : (only ?? (r.dated.length === 2 ? r.dated : []));
  // two columns compared row by row; one column's date shared by several rows (listed only)
  if (columns.length > 2 || columns.length === 0 || (columns.length === 1 && count))
    return named.length > 2 ? null : undefined;
  const [from, to] = columns as [DatedColumn, DatedColumn | undefined];
  const unit = same[2] === 'year' ? 'years' : 'days';
  // a day of two year columns cannot be told
  if ((to && from.days !== to.days) || (unit === 'days' && !from.days)) return null;
  // words of a column's header ("in japan" of "Japan release") name no row
  const spans = columnMentions(r.words, r.table);
  const cells = r.cells.filter((m) => !spans.some((c) => c.start < m.end && m.start < c.end));
  const where = cells.map((m) => cellCond(r.table, m));
  const label = labelColumn(r);
  const query: DatedQuery = {
    kind: 'dated',
    ask: 'same',
    unit,
    from,
    ...(to ? { to } : {}),
    pick: count ? 'first' : 'all',
    where,
    formula: to ? `${from.name} = ${to.name}` : `${from.name} shared by several rows`,
    ...(label ? { label } : {}),
  };
  return { strength: 'strong', query };
}

/** "how many years ago did X open", "how long since X's last expansion": from a row's date to today. */
function sinceToday(r: Read): TablePlan | undefined {
  if (!/ how (many (years|days|months)|long) (ago|since) /.test(r.joined)) return undefined;
  const where = r.cells.map((m) => cellCond(r.table, m));
  if (where.length === 0) return undefined;
  const named = [...new Set(namedDated(r).map((n) => n.column))];
  const began = r.dated.filter((d) => stemsOf(r, d).some((s) => BEGAN.test(s)));
  const from =
    named.length === 1
      ? named[0]
      : named.length === 0 && r.dated.length === 1
        ? r.dated[0]
        : named.length === 0 && began.length === 1
          ? began[0]
          : undefined;
  if (!from) return undefined;
  const today: DatedColumn = {
    name: 'today',
    sql: from.days ? 'current_date' : 'year(current_date)',
    days: from.days,
  };
  const label = labelColumn(r);
  const query: DatedQuery = {
    kind: 'dated',
    ask: 'length',
    unit: unitOf(r.text),
    from,
    to: today,
    where,
    formula: `today − ${from.name}`,
    ...(label ? { label } : {}),
  };
  return { strength: 'strong', query };
}
