/**
 * A date split into columns (arrival_date_year, arrival_date_month as names or 1–12,
 * arrival_date_day_of_month): the calendar a booking or order export is usually asked about,
 * even when another, secondary date column (a status or update date) sits beside it.
 */
import { isNumericType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { MONTH_LABELS } from './time';

const MONTH_NAMES = new Set(MONTH_LABELS.flatMap((m) => [m.toLowerCase(), m.slice(0, 3).toLowerCase()]));

/** A text column whose values are month names (January…, or Jan…). */
export function isMonthNameColumn(c: IndexedColumn): boolean {
  if (isNumericType(c.type) || c.values.size === 0 || c.values.size > 12) return false;
  return [...c.values.keys()].every((v) => MONTH_NAMES.has(v.toLowerCase()));
}

/** The words of a column's name other than the calendar word itself ("arrival date" of arrival_date_year). */
const prefixOf = (c: IndexedColumn, word: string) => c.words.filter((w) => w !== word).join(' ');

/**
 * The year column of a date split into a year column and a month column named alike
 * (arrival_date_year + arrival_date_month): the time column questions about years and months
 * mean, ahead of any other date column the question does not name.
 */
export function splitCalendarYear(index: DatasetIndex): IndexedColumn | undefined {
  for (const year of index.columns) {
    if (!year.yearLike || !year.words.includes('year')) continue;
    const prefix = prefixOf(year, 'year');
    const month = index.columns.find(
      (c) =>
        c !== year &&
        c.words.includes('month') &&
        prefixOf(c, 'month') === prefix &&
        (isMonthNameColumn(c) || (isNumericType(c.type) && (c.min ?? 0) >= 1 && (c.max ?? 13) <= 12)),
    );
    if (month) return year;
  }
  return undefined;
}
