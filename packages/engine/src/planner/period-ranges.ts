/**
 * Text columns of year ranges: a table by decade or by period writes its rows' periods as text
 * (`1891-1900`, `1901–1910`, `2001-05`), often under a header that says something else (a first
 * column headed `Region`, `Year`, or nothing useful). Nobody names that column by its header; they
 * say "decade", "period", "years". Such a column is also called by those words: "decade" when
 * every range spans ten years, "period" always.
 */
import { isNumericType } from '../data/duck';
import type { IndexedColumn } from './schema-index';
import { stem } from './text';

/** The years a range such as `1891-1900` or `2001–05` spans, or undefined when it is no range. */
export function rangeSpan(text: string): number | undefined {
  const m = /^\s*(1[5-9]\d\d|20\d\d)\s*[-–—]\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!m) return undefined;
  const from = Number(m[1]);
  const to = m[2]!.length === 2 ? Math.floor(from / 100) * 100 + Number(m[2]) : Number(m[2]);
  return to > from && to - from <= 50 ? to - from : undefined;
}

/** The words a column of year ranges is also called by (see above), or none. */
export function periodRangeWords(c: Pick<IndexedColumn, 'type' | 'values'>): string[] {
  if (isNumericType(c.type) || c.values.size < 3) return [];
  const spans = [...c.values.values()].map(rangeSpan);
  if (spans.some((s) => s === undefined)) return [];
  return spans.every((s) => s === 9 || s === 10) ? ['decade', 'period'] : ['period'];
}

/** Adds the words of `periodRangeWords` to each such column of an index (in place). */
export function namePeriodRanges(columns: IndexedColumn[]): void {
  for (const c of columns) {
    const words = periodRangeWords(c).filter((w) => !c.words.includes(w));
    if (!words.length) continue;
    c.words = [...c.words, ...words];
    c.stems = [...c.stems, ...words.map(stem)];
  }
}
