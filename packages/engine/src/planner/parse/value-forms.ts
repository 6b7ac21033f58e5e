/**
 * Values said in other forms than their own: by initials ("GM", "bw"), with a word of the name
 * shortened ("mt st helens"), and two values set against each other read in one column.
 */
import type { DatasetIndex, ValueEntry } from '../schema-index';
import { valueKey } from '../schema-index';
import { initialsOf, mayBeInitials, writtenOut } from '../value-short-forms';
import type { Tok } from './types';
import type { ValueHit } from './values';

/** The entries of a phrase said with short forms of its words, written out ("mt st helens"). */
export function writtenOutEntries(span: Tok[], index: DatasetIndex): ValueEntry[] | undefined {
  const said = span.map((t) => t.stem);
  for (const form of writtenOut(said)) {
    if (form.every((w, i) => w === said[i])) continue;
    const found = index.valueIndex.get(form.map((w) => valueKey(w)).join(' '));
    if (found) return found;
  }
  return undefined;
}

/**
 * "GM" → General Motors, "GE" → General Electric, "bw" → Baden-Württemberg, "the us" → United
 * States: a word that may be initials (`mayBeInitials`) and is the initials of exactly one
 * multi-word value of the data.
 */
export function byInitials(t: Tok, index: DatasetIndex, before?: string, before2?: string): ValueEntry[] | undefined {
  if (!mayBeInitials(t.word, before, !!t.upper, before2)) return undefined;
  if (index.columns.some((c) => c.words.includes(t.word))) return undefined;
  const found: ValueEntry[] = [];
  for (const [key, list] of index.valueIndex) {
    if (!key.includes(' ')) continue;
    if (initialsOf(key).includes(t.word)) found.push(...list);
  }
  return new Set(found.map((e) => e.value)).size === 1 ? found : undefined;
}

/**
 * "nrw vs bremen": two values set against each other are of one column. A value several columns
 * hold ("Bremen", a state and a capital) joins the column of the value across the "vs" when that
 * one has a single column.
 */
export function sameSideColumns(hits: ValueHit[], toks: Tok[], index: DatasetIndex): void {
  const holders = (v: string) => index.columns.filter((c) => c.values.has(v.toLowerCase()));
  for (const a of [...hits]) {
    if (a.negate || a.values.length !== 1 || holders(a.values[0] as string).length !== 1) continue;
    for (const b of [...hits]) {
      if (b === a || b.negate || b.column === a.column || b.values.length !== 1) continue;
      const across = a.positions.some((p) =>
        b.positions.some((q) => Math.abs(p - q) === 2 && /^(vs|versus|or|than)$/.test(toks[(p + q) / 2]?.word ?? '')),
      );
      if (!across || !a.column.values.has((b.values[0] as string).toLowerCase())) continue;
      const stored = a.column.values.get((b.values[0] as string).toLowerCase()) as string;
      a.values.push(stored);
      a.positions.push(...b.positions);
      hits.splice(hits.indexOf(b), 1);
    }
  }
}
