/**
 * A code said as a number ("what city is 10001", "02139 is in which city"): the row whose code
 * column holds it, when exactly one column of codes could.
 */
import type { IndexedColumn } from '../schema-index';
import { splitWords } from '../text';
import { identifierLike } from './identifiers';
import type { ParseState } from './state';

/** Words before a number that make it an amount, a rank or a count rather than a code. */
const NOT_A_CODE_BEFORE =
  /^(top|bottom|first|last|than|over|under|above|below|least|most|between|and|to|from|since|until|before|after|by|at|with|about|around|exceeding|=|<|>|per|every|each|limit)$/;

/** A code column that may hold the number: an id or code with its own value on nearly every row. */
function holds(c: IndexedColumn, digits: string): boolean {
  if (c.uniqueness < 0.5) return false;
  if (/CHAR/i.test(c.type)) return c.values.has(digits) || c.cells?.has(digits) === true;
  const n = Number(digits);
  return identifierLike(c) && c.min !== undefined && c.max !== undefined && n >= c.min && n <= c.max;
}

/** Whether the words right before position `at` are the column's name ("emp no" of `Emp No`). */
function namedBefore(c: IndexedColumn, toks: { word: string }[], at: number): boolean {
  const words = splitWords(c.name);
  if (!words.length || at < words.length) return false;
  return words.every((w, k) => toks[at - words.length + k]?.word === w);
}

/** Reads numbers of four digits or more (or with a leading zero) that name a row by its code. */
export function readCodeNumbers(s: ParseState): void {
  const { toks, index } = s;
  for (const t of toks) {
    if (t.used || !/^\d{3,}$/.test(t.word)) continue;
    if (t.word.length < 4 && !t.word.startsWith('0')) continue;
    const before = toks[t.i - 1]?.word ?? '';
    if (NOT_A_CODE_BEFORE.test(before)) continue;
    const n = Number(t.word);
    // "in 1995" over a table with years is the year
    if (n >= 1800 && n <= 2100 && index.columns.some((c) => c.yearLike || c.role === 'time')) continue;
    const after = toks[t.i + 1]?.word ?? '';
    if (/^(rows|results|records|items|times|percent|%)$/.test(after)) continue;
    let columns = index.columns.filter((c) => holds(c, t.word) || holds(c, String(n)));
    // "emp no 000437": a text column named right before the number that holds it, however often
    // its codes repeat over the rows (an employee's number on each of their expense lines)
    if (columns.length !== 1) {
      const named = index.columns.filter((c) => /CHAR/i.test(c.type) && (c.values.has(t.word) || c.cells?.has(t.word) === true) && namedBefore(c, toks, t.i));
      if (named.length === 1) columns = named;
    }
    if (columns.length !== 1) continue;
    const column = columns[0] as IndexedColumn;
    const value = /CHAR/i.test(column.type)
      ? (column.values.get(t.word) ?? column.cells?.get(t.word) ?? t.word)
      : n;
    t.used = 'value';
    s.compareFilters.push({
      filter:
        typeof value === 'number'
          ? { kind: 'compare', column: column.name, op: '=', value }
          : { kind: 'values', column: column.name, values: [value] },
      at: [t.i],
    });
  }
}
