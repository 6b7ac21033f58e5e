/**
 * One-letter codes written as capitals: "N wind", "E vs W" over a column of compass points or
 * grades holding `N`, `E`, `W`. A lower-case single letter stays a word of the sentence (the value
 * stage takes it only next to a word of its column); a capital other than "I" and "A" that exactly
 * one column holds as a value is that value. Said after a negation it is left to the other stages.
 */
import type { DatasetIndex } from '../schema-index';
import type { Tok } from './types';
import type { ValueHit } from './values';

const NEGATION = /^(not|non|except|excluding|without|no|outside)$/;

export function readCapitalCodes(hits: ValueHit[], toks: Tok[], index: DatasetIndex): void {
  for (const t of toks) {
    if (t.used || !t.capital || NEGATION.test(toks[t.i - 1]?.word ?? '')) continue;
    const entries = index.valueIndex.get(t.word) ?? [];
    const columns = new Set(entries.map((e) => e.column));
    const entry = entries[0];
    if (!entry || columns.size !== 1) continue;
    t.used = 'value';
    const same = hits.find((h) => h.column === entry.column && !h.negate);
    if (same) {
      if (!same.values.includes(entry.value)) same.values.push(entry.value);
      same.positions.push(t.i);
    } else hits.push({ column: entry.column, values: [entry.value], positions: [t.i], negate: false });
  }
}
