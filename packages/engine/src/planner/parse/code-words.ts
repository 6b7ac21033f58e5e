/**
 * Kinds written as short capital codes, as warehouse, ledger and ticketing systems write them
 * (`ADJ`, `RCPT`, `RTN`, `XFER-OUT`), said in questions as the words they shorten: "adjustments",
 * "receipt", "customer returns", "transferred out". A word no value or column takes reads a code of
 * a column of codes when the code opens the word (adj → adjustments), or the code's letters are the
 * word's consonants in order from its first letter (rcpt → receipt, rtn → return), `X` standing for
 * "trans" (xfer → transfer). A code of two parts (`XFER-OUT`) needs both said ("transfered out").
 * A word that fits several codes is left alone.
 */
import { COMMON_WORDS, FUNCTION_WORDS } from '../lexicon';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import type { Tok } from './types';
import type { ValueHit } from './values';

/** A column of codes: capital letters, perhaps two parts joined by a hyphen or underscore. */
const CODE = /^[A-Z]{2,6}(?:[-_][A-Z]{2,6})?$/;
const MAX_CODES = 40;

const skeleton = (word: string) => word[0] + word.slice(1).replace(/[aeiouy]/g, '');

/** Whether `code` (lower case, one part) shortens `word`. */
export function shortens(code: string, word: string): boolean {
  if (code.length < 3 || word.length < code.length + 1) return false;
  const w = word.replace(/^trans/, 'x');
  if (w.startsWith(code)) return true;
  if (w[0] !== code[0] || w.length > code.length + 6) return false;
  const letters = skeleton(w);
  let i = 0;
  for (const ch of letters) if (ch === code[i]) i++;
  return i === code.length && !/[aeiou]/.test(code.slice(1));
}

function codeColumns(index: DatasetIndex): IndexedColumn[] {
  return index.columns.filter(
    (c) =>
      /CHAR/i.test(c.type) &&
      c.values.size >= 2 &&
      c.values.size <= MAX_CODES &&
      [...c.values.values()].every((v) => CODE.test(v)),
  );
}

/** Value hits of the words that shorten a code of a column of codes; their tokens are marked. */
export function codeWordValues(toks: Tok[], index: DatasetIndex): ValueHit[] {
  const columns = codeColumns(index);
  if (!columns.length) return [];
  const columnWords = new Set(index.columns.flatMap((c) => c.words));
  const hits: ValueHit[] = [];
  for (const t of toks) {
    if (t.used || !/^[a-z]{4,}$/.test(t.word) || FUNCTION_WORDS.has(t.word) || COMMON_WORDS.has(t.word))
      continue;
    if (columnWords.has(t.word) || columnWords.has(t.stem)) continue;
    const next = toks[t.i + 1];
    const found: { column: IndexedColumn; value: string; two: boolean }[] = [];
    for (const column of columns)
      for (const value of column.values.values()) {
        const [first, second] = value.toLowerCase().split(/[-_]/);
        if (!shortens(first!, t.word) && !shortens(first!, t.stem)) continue;
        if (second === undefined) found.push({ column, value, two: false });
        else if (next && !next.used && next.word === second) found.push({ column, value, two: true });
      }
    if (found.length !== 1) continue;
    const { column, value, two } = found[0]!;
    t.used = 'value';
    if (two) next!.used = 'value';
    const positions = two ? [t.i, next!.i] : [t.i];
    const same = hits.find((h) => h.column === column && !h.negate);
    if (same) {
      same.values.push(value);
      same.positions.push(...positions);
    } else hits.push({ column, values: [value], positions, negate: false });
  }
  return hits;
}
