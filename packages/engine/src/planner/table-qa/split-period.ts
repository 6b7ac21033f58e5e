/**
 * A period split over columns (a year column and a quarter or month column 1–12): the parser
 * reads "2009 q2" into both, while the table stage reads only the year. A table reading that
 * leaves out the part of the period the parser filters on answers for the wrong rows. So does
 * one that reads only the year of a date column where the parser reads a month, a quarter or a
 * day of it ("takings in march 2021" is not every row of 2021).
 */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import { conditionsOf } from './index';
import type { TableQuery } from './query';

const PERIOD_PART = /^(quarter|qtr|month|week)$/i;
/** Parts of a date finer than its year. */
const FINER_PARTS = new Set(['quarter', 'month', 'weekday', 'day', 'hour']);
/** Date ranges shorter than this many days are finer than a year. */
const UNDER_A_YEAR_DAYS = 360;

/** Whether a parser filter picks a period of a date column finer than a year. */
function finerThanYear(f: AnalystFilter): boolean {
  if (f.kind === 'date_part') return FINER_PARTS.has(f.part);
  if (f.kind !== 'date_range') return false;
  const days = (Date.parse(f.to) - Date.parse(f.from)) / 86_400_000;
  return Number.isFinite(days) && days < UNDER_A_YEAR_DAYS;
}

/**
 * Whether the table reading adds up or averages the numbers of a quarter, month or week column
 * ("how many quarters …" is a count of rows), or leaves out such a column the parser filters on.
 */
export function dropsPeriodPart(table: TableQuery, parsed: AnalystQuery | undefined): boolean {
  if (
    table.kind === 'aggregate' &&
    (table.fn === 'sum' || table.fn === 'avg') &&
    PERIOD_PART.test(table.column.trim())
  )
    return true;
  if (!parsed) return false;
  const conditioned = new Set(conditionsOf(table).flatMap((c) => (c.kind === 'row' ? [] : [c.column])));
  const filtered = [...parsed.filters, ...(parsed.sides ?? []).flatMap((s) => s.filters)];
  if (filtered.some((f) => PERIOD_PART.test(f.column.trim()) && !conditioned.has(f.column))) return true;
  // the table reading takes only the year of a date column the parser reads a month or a day of
  const yearOnly = new Set(
    conditionsOf(table).flatMap((c) => (c.kind === 'cmp' && c.op === '=' ? [c.column] : [])),
  );
  return filtered.some((f) => yearOnly.has(f.column) && finerThanYear(f));
}
