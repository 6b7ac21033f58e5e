/**
 * Words that name every row at once: "worldwide", "globally", "altogether", "overall",
 * "combined", "in total", "all together". Over a table with a row adding up the others ("Total",
 * "World") they read that row, as "in total" already does by its label; over a table without one
 * they leave the question over all rows. Never both: the total row is not added to the others.
 */
import { totalRowLabels } from './total-rows';
import type { ParseState } from './state';

const WHOLE = /^(worldwide|globally|altogether|overall|combined|world)$/;

/** Reads the words naming the whole set of rows (in place): a value hit on the total row, or nothing to filter. */
export function readWholeSet(s: ParseState): void {
  const { toks, index } = s;
  // a word of a column's name or a value of the data ("Worldwide gross", "Global") is that column or value
  const named = (w: string) => index.columns.some((c) => c.words.includes(w)) || index.valueIndex.has(w);
  const whole = toks.filter((t, i) => {
    if (t.used || !WHOLE.test(t.word) || named(t.word)) return false;
    // "the world's", "in the world": the world; "world" elsewhere ("world record") is not the whole set
    if (t.word === 'world') return toks[i - 1]?.word === 'the' && (/^(in|across|around)$/.test(toks[i - 2]?.word ?? '') || /^(total|sum|number)$/.test(toks[i + 1]?.word ?? ''));
    return true;
  });
  if (!whole.length) return;
  const labels = totalRowLabels(index);
  const already = s.valueHits.some((h) => labels.some((l) => l.column === h.column));
  const total = labels.length === 1 && !already ? labels[0] : undefined;
  for (const t of whole) t.used = total ? 'value' : 'scope';
  if (total) s.valueHits.push({ column: total.column, values: [total.value], positions: [(whole[0] as (typeof whole)[number]).i], negate: false });
}
