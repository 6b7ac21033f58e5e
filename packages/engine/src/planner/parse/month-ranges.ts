/**
 * Months said as a range without a year: "jun-aug", "june to august", "from dec through feb",
 * "between march and may". A range is one group of months (wrapping past December), never its
 * two end months as separate filters.
 */
import { monthNumber } from '../lexicon';
import type { Tok } from './types';

const THROUGH = /^(to|through|thru|till|until)$/;

/** The month pairs the question joins with a dash ("jun-aug", "dec – feb"), as "start-end" numbers. */
export function dashedMonthPairs(text: string): Set<string> {
  const pairs = new Set<string>();
  for (const m of text.toLowerCase().matchAll(/([a-z]{3,9})\.?\s*[-–—]\s*([a-z]{3,9})\b/g)) {
    const a = monthNumber(m[1] as string);
    const b = monthNumber(m[2] as string);
    if (a !== undefined && b !== undefined && a !== b) pairs.add(`${a}-${b}`);
  }
  return pairs;
}

/** The months from `start` through `end`, past December into January when needed (12 → 2: 12, 1, 2). */
export function monthsThrough(start: number, end: number): number[] {
  const months = [start];
  for (let m = start; m !== end; ) {
    m = (m % 12) + 1;
    months.push(m);
  }
  return months;
}

const monthAt = (t: Tok | undefined) => (t && t.word.length >= 3 && !t.used ? monthNumber(t.word) : undefined);

/**
 * A month range starting with the month at `toks[k]`: its last month and the position of the
 * range's last word, or undefined. The end month must not carry a year or a day ("june to august
 * 2019" and "june 1 to june 5" are dates, read elsewhere).
 */
export function monthRangeAt(
  toks: Tok[],
  k: number,
  start: number,
  dashed: ReadonlySet<string>,
): { last: number; end: number } | undefined {
  const next = toks[k + 1];
  const dashedEnd = monthAt(next);
  if (dashedEnd !== undefined && dashed.has(`${start}-${dashedEnd}`) && plainAfter(toks, k + 2))
    return { last: dashedEnd, end: k + 1 };
  const joined =
    next !== undefined &&
    (THROUGH.test(next.word) || (next.word === 'and' && toks[k - 1]?.word === 'between'));
  const saidEnd = joined ? monthAt(toks[k + 2]) : undefined;
  if (saidEnd !== undefined && saidEnd !== start && plainAfter(toks, k + 3))
    return { last: saidEnd, end: k + 2 };
  return undefined;
}

/** No year and no day number right after a range's end month. */
const plainAfter = (toks: Tok[], k: number) => !/^(\d{4}|\d{1,2}(st|nd|rd|th)?)$/.test(toks[k]?.word ?? '');
