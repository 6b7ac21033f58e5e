/**
 * Descriptions written all in capitals (a bank statement's `BIDFOOD LTD`, `OCTOPUS ENERGY DD 41`,
 * `THE OLD MILL INV 12`): the payee is the first words of the cell, the rest a reference. A payee
 * said by its opening words ("how much did we pay bidfood", "the old mill vs corner deli") stands
 * for every value those words open (a leading THE may be left out). Only words no column is named
 * by, never a function word, and a single word only when it is longer than three letters.
 */
import type { IndexedColumn } from '../schema-index';
import { STOP } from '../text';
import type { ParseState } from './state';

/** The most words of a payee said together. */
const LONGEST = 4;

/** A column's values and their words, when every value is written in capitals (at least six of them). */
function capitalValues(c: IndexedColumn): { value: string; words: string[] }[] | undefined {
  if (!/CHAR/i.test(c.type)) return undefined;
  const values = [...(c.values.size ? c.values : (c.cells ?? new Map<string, string>())).values()];
  if (values.length < 6 || values.some((v) => /[a-z]/.test(v)) || !values.some((v) => /[A-Z]{3}/.test(v)))
    return undefined;
  return values.map((value) => {
    const words = value.toLowerCase().split(/[\s,]+/).filter(Boolean);
    return { value, words: words[0] === 'the' ? words.slice(1) : words };
  });
}

/** Reads payees said by their opening words as value hits of every value they open (in place). */
export function readCapitalOpenings(s: ParseState): void {
  const { toks, index } = s;
  const columnWord = (w: string) => index.columns.some((c) => c.words.includes(w) || c.stems.includes(w));
  for (const c of index.columns) {
    const heads = capitalValues(c);
    if (!heads) continue;
    // a word read already as some of the same column's values gives way to the longer name it opens
    const hitsAt = (i: number) => s.valueHits.filter((h) => h.positions.includes(i));
    const free = (i: number, opened: string[]) =>
      !toks[i]!.used ||
      (toks[i]!.used === 'value' &&
        hitsAt(i).every((h) => h.column === c && h.values.every((v) => opened.includes(String(v)))));
    for (let i = 0; i < toks.length; i++) {
      const first = toks[i]!;
      if (!/^[a-z]+$/.test(first.word) || STOP.has(first.word)) continue;
      for (let k = Math.min(LONGEST, toks.length - i); k >= 1; k--) {
        const run = toks.slice(i, i + k);
        if (run.some((t) => !/^[a-z]+$/.test(t.word))) continue;
        if (k === 1 && (first.word.length < 4 || columnWord(first.word))) continue;
        const said = run.map((t) => t.word);
        const opened = heads
          .filter((h) => h.words.length > k && said.every((w, j) => h.words[j] === w))
          .map((h) => h.value);
        if (!opened.length || !run.every((t) => free(t.i, opened))) continue;
        if (k === 1 && first.used) break;
        for (const t of run) {
          for (const h of hitsAt(t.i)) s.valueHits.splice(s.valueHits.indexOf(h), 1);
          t.used = 'value';
        }
        s.valueHits.push({ column: c, values: opened, positions: run.map((t) => t.i), negate: false });
        i += k - 1;
        break;
      }
    }
  }
}
