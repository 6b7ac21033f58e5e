/** Columns of a date split into parts: a month number column and a day-of-month column. */
import { isNumericType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';

/** A whole-number column named month that holds 1–12 (a date split into columns). */
export function monthNumberColumn(index: DatasetIndex): IndexedColumn | undefined {
  return index.columns.find(
    (c) =>
      isNumericType(c.type) &&
      c.words.length === 1 &&
      c.words[0] === 'month' &&
      (c.min ?? 0) >= 1 &&
      (c.max ?? 13) <= 12,
  );
}

/** A whole-number column of the day of the month (1–31) named with "day" or "date" but not the week. */
export function dayOfMonthColumn(index: DatasetIndex): IndexedColumn | undefined {
  return index.columns.find(
    (c) =>
      isNumericType(c.type) &&
      c.words.some((w) => w === 'day' || w === 'date') &&
      !c.words.includes('week') &&
      (c.min ?? 0) >= 1 &&
      (c.max ?? 32) <= 31 &&
      (c.max ?? 0) >= 28,
  );
}

/** The ISO date `n` days after `isoDate`. */
export const addDays = (isoDate: string, n: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
