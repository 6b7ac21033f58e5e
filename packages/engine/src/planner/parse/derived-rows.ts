/**
 * The row behind an extreme: "lowest boiling point", "the day with the fewest births", "top 3
 * days with the most births" name the row(s) holding the value, by the table's label (a text
 * column with a value per row, or the date), with the value beside it and ties listed. "max X",
 * "minimum X" ask for the number alone and stay one figure.
 */
import { isTemporalType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { isNumeric } from './shape';
import { dayOfMonthColumn, monthNumberColumn } from './split-date';
import type { ParseState } from './state';

/** A column that tells rows apart: a near-unique text (a name or title first), else a near-unique date. */
export function rowLabel(index: DatasetIndex, exclude: string): IndexedColumn | undefined {
  // (a wide table's label naming each of its rows names one row of each period in its long form:
  // "the richest state in 2000")
  const periods = index.wide?.columns.length ?? 1;
  const text = index.columns.filter(
    (c) => /CHAR/i.test(c.type) && c.name !== exclude && c.uniqueness * periods >= 0.8,
  );
  const named = text.find((c) => c.words.some((w) => w === 'name' || w === 'title'));
  const unique = [...text].sort((a, b) => b.uniqueness - a.uniqueness)[0];
  const date = index.columns.find((c) => isTemporalType(c.type) && c.name !== exclude && c.uniqueness >= 0.8);
  return named ?? unique ?? date;
}

/**
 * A date split into year, month-number and day-of-month columns on a table of one row per day
 * (at most 366 rows a year): the three columns name a row, as a date column would.
 */
export function splitDateLabel(index: DatasetIndex): IndexedColumn[] | undefined {
  const year = index.columns.find((c) => c.yearLike && c.words.includes('year'));
  const month = monthNumberColumn(index);
  const day = dayOfMonthColumn(index);
  if (!year || !month || !day || year.min === undefined || year.max === undefined) return undefined;
  const days = (year.max - year.min + 1) * 366;
  return index.info.rowCount <= days ? [year, month, day] : undefined;
}

/** Turns one min/max over the whole table, said with a superlative, into the row(s) holding it. */
export function extremeRow(s: ParseState): void {
  const { index, q, shape, groups, measures } = s;
  if (s.kind !== 'aggregate' || groups.length || measures.length !== 1) return;
  const m = measures[0]!;
  if ((m.fn !== 'max' && m.fn !== 'min') || !m.column || m.plus?.length) return;
  if (/\b(max|maximum|min|minimum|peak|record)\b/.test(q) || !(shape.dir || shape.superlative)) return;
  const column = index.columns.find((c) => c.name === m.column);
  if (!column || !isNumeric(column) || column.yearLike || isTemporalType(column.type)) return;
  const label = rowLabel(index, column.name);
  const split = label ? undefined : splitDateLabel(index);
  if (!label && !split) return;
  s.kind = 'rows';
  s.order = { by: column.name, dir: m.fn === 'max' ? 'desc' : 'asc' };
  s.limit = shape.limit ?? 1;
  s.columns = [...(label ? [label] : (split ?? [])).map((c) => c.name), column.name];
  measures.length = 0;
}
