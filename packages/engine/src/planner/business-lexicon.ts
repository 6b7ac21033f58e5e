/**
 * Business words: the nouns that name the rows of an order, booking or subscription export
 * ("bookings", "orders"), so that "how many bookings" counts rows instead of reading a column
 * that merely starts with the same word (booking_changes, order_id).
 */
import { wordScore } from './parse/columns';
import type { Tok } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';

/** Plural nouns for the records of a business table. */
export const BUSINESS_ROW_NOUNS = new Set(
  'bookings reservations guests orders transactions purchases subscriptions invoices tickets trips rides shipments deals claims applications loans policies leads appointments rentals enrollments enrolments signups registrations'.split(
    ' ',
  ),
);

/** Whether the column's whole name is said at position k (its words in order, starting or ending there). */
function columnSaidAt(c: IndexedColumn, toks: Tok[], k: number): boolean {
  const words = c.words.filter((w) => !/^(of|the|in|is|has)$/.test(w));
  if (words.length === 0) return false;
  for (let start = k - words.length + 1; start <= k; start++) {
    if (start < 0) continue;
    const span = toks.slice(start, start + words.length);
    if (span.length === words.length && span.every((t, i) => wordScore(t, words[i] as string) >= 0.85)) return true;
  }
  return false;
}

/**
 * Marks the plural record nouns ("bookings", "orders") that no column's full name takes as the
 * rows themselves: "how many bookings" counts rows; "booking changes" stays the column.
 */
export function markRecordNouns(toks: Tok[], index: DatasetIndex): void {
  for (const t of toks) {
    if (t.used || !BUSINESS_ROW_NOUNS.has(t.word)) continue;
    if (index.columns.some((c) => columnSaidAt(c, toks, t.i))) continue;
    t.used = 'entity';
  }
}
