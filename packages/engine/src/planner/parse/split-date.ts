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

/** A whole-number column named quarter (or qtr) that holds 1–4, beside a year column: a period split in two. */
export function quarterNumberColumn(index: DatasetIndex): IndexedColumn | undefined {
  if (!index.columns.some((c) => c.yearLike)) return undefined;
  return index.columns.find(
    (c) =>
      isNumericType(c.type) &&
      c.words.length === 1 &&
      /^(quarter|qtr|q)$/.test(c.words[0] as string) &&
      (c.min ?? 0) >= 1 &&
      (c.max ?? 5) <= 4,
  );
}

/** The quarter (1–4) a date range [from, to) spans exactly, if it spans one. */
export function quarterOfRange(from: string, to: string): number | undefined {
  const month = Number(from.slice(5, 7));
  if (from.slice(8) !== '01' || (month - 1) % 3 !== 0) return undefined;
  const end = month + 3 > 12 ? `${Number(from.slice(0, 4)) + 1}-01-01` : `${from.slice(0, 4)}-${String(month + 3).padStart(2, '0')}-01`;
  return to === end ? (month + 2) / 3 : undefined;
}
