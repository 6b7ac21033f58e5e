/**
 * A period split over columns (a year column and a quarter or month column 1–12): the parser
 * reads "2009 q2" into both, while the table stage reads only the year. A table reading that
 * leaves out the part of the period the parser filters on answers for the wrong rows.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { conditionsOf } from './index';
import type { TableQuery } from './query';

const PERIOD_PART = /^(quarter|qtr|month|week)$/i;

/**
 * Whether the table reading adds up or averages the numbers of a quarter, month or week column
 * ("how many quarters …" is a count of rows), or leaves out such a column the parser filters on.
 */
export function dropsPeriodPart(table: TableQuery, parsed: AnalystQuery | undefined): boolean {
  if (table.kind === 'aggregate' && (table.fn === 'sum' || table.fn === 'avg') && PERIOD_PART.test(table.column.trim()))
    return true;
  if (!parsed) return false;
  const conditioned = new Set(conditionsOf(table).flatMap((c) => (c.kind === 'row' ? [] : [c.column])));
  const filtered = [...parsed.filters, ...(parsed.sides ?? []).flatMap((s) => s.filters)];
  return filtered.some((f) => PERIOD_PART.test(f.column.trim()) && !conditioned.has(f.column));
}
