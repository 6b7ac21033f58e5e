/**
 * A text column of month names ("January"…, as a booking export's arrival month) grouped as
 * calendar months: the query marks the group with part "month", which sorts it January…December
 * instead of alphabetically.
 */
import type { DatasetIndex } from '../schema-index';
import { isMonthNameColumn } from './calendar-columns';
import type { Parsed } from './types';

let parsing = false;

/** The question parsed with its month-name groups marked as calendar months, or undefined when it has none. */
export function parseWithMonthNames(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  if (parsing) return undefined;
  const months = index.columns.filter(isMonthNameColumn).map((c) => c.name);
  if (months.length === 0) return undefined;
  let parsed: Parsed;
  parsing = true;
  try {
    parsed = parse(question);
  } finally {
    parsing = false;
  }
  const groups = parsed.query?.groupBy.filter((g) => months.includes(g.column) && !g.part && !g.grain) ?? [];
  for (const g of groups) g.part = 'month';
  return groups.length ? parsed : undefined;
}
