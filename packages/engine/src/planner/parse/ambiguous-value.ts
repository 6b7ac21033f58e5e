/**
 * A word that is part of cells of two columns: "in tampa" over a team `Tampa Bay Buccaneers`
 * and a city `Tampa, Florida`. When the question says only a piece of the value it was linked
 * to, and another column holds a different cell with the same words, and no word of the
 * question names either column, the reply asks which was meant instead of picking one.
 */
import { human } from '../../tools/format';
import { FUNCTION_WORDS } from '../lexicon';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { namesDoneBy } from '../verb-forms';
import { rewrite } from './clarify';
import type { Parsed } from './types';

/** Lower-case words without accents ("Métro" is said "metro"). */
const wordsOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const isText = (c: IndexedColumn) => /CHAR|TEXT|STRING/i.test(c.type);

/** Whether a word of the question names the column (a word of its header, or a verb for "Written by"). */
function named(c: IndexedColumn, said: string[]): boolean {
  const header = wordsOf(c.name).filter((w) => w.length >= 3 && !FUNCTION_WORDS.has(w));
  return header.some((w) => said.includes(w)) || said.some((w) => namesDoneBy(w, c.name));
}

/** The clarifying question, or undefined when the value the parse took is the only reading. */
export function askWhichValue(question: string, index: DatasetIndex, parsed: Parsed): Parsed | undefined {
  const q = parsed.query;
  if (!q) return undefined;
  const said = wordsOf(question);
  const filtered = new Set(q.filters.map((f) => ('column' in f ? f.column : '')));
  for (const f of q.filters) {
    if (f.kind !== 'values' || f.negate || f.values.length !== 1) continue;
    const value = String(f.values[0]);
    const column = index.columns.find((c) => c.name === f.column);
    if (!column || !isText(column)) continue;
    const words = wordsOf(value).filter((w) => !FUNCTION_WORDS.has(w));
    const piece = words.filter((w) => said.includes(w));
    // the whole value said, or none of it (a code, an alias): nothing to tell apart
    if (piece.length === 0 || piece.length === words.length || named(column, said)) continue;
    const others: { column: IndexedColumn; value: string }[] = [];
    for (const c of index.columns) {
      if (c === column || !isText(c) || filtered.has(c.name) || named(c, said)) continue;
      for (const v of c.values.values()) {
        const vw = wordsOf(v);
        if (v.toLowerCase() !== value.toLowerCase() && piece.every((w) => vw.includes(w)))
          others.push({ column: c, value: v });
      }
    }
    const distinct = new Set(others.map((o) => o.value.toLowerCase()));
    if (others.length === 0 || distinct.size > 2) continue;
    // a capital code opening the value taken ("VIP Members") over the same letters inside other
    // cells' sentences ("Early access, VIP prices"): the code names its category
    const code = /^([A-Z]{2,5})\b/.exec(value)?.[1]?.toLowerCase();
    if (code && piece.length === 1 && piece[0] === code && others.every((o) => wordsOf(o.value)[0] !== code)) continue;
    // the column the table is named for ("Tunnel" of a list of tunnels) names its rows: a piece of
    // one of its cells is that row, not the line or place another column mentions it in
    if (namesTheRows(column, index)) continue;
    const rowNamed = others.filter((o) => namesTheRows(o.column, index));
    if (rowNamed.length === 1) {
      const o = rowNamed[0]!;
      const filters = q.filters.map((g) => (g === f ? { ...f, column: o.column.name, values: [o.value] } : g));
      const swap = (names?: string[]) => names?.map((n) => (n === column.name ? o.column.name : n));
      return { ...parsed, query: { ...q, filters, ...(q.columns ? { columns: swap(q.columns) } : {}) } };
    }
    const phrase = piece.join(' ');
    const readings = [{ column, value }, ...others].slice(0, 3);
    return {
      ignored: [phrase],
      confidence: 0.3,
      firm: true,
      clarify: {
        question: `"${phrase}" is part of ${readings.map((r) => `${human(r.column.name)} ${r.value}`).join(' and of ')}. Which one did you mean?`,
        choices: readings.map((r) => rewrite(question, piece, r.value)),
      },
    };
  }
  return undefined;
}

/** A text column with a different value on every row whose header is the noun the table is named by ("Tunnel" of longest_rail_tunnels). */
function namesTheRows(c: IndexedColumn, index: DatasetIndex): boolean {
  if (!isText(c) || c.values.size !== index.info.rowCount || c.words.length !== 1) return false;
  const named = wordsOf(index.info.name).map((w) => w.replace(/s$/, ''));
  return named.includes(c.words[0]!.replace(/s$/, ''));
}
