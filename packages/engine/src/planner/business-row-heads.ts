/**
 * The rows named by the word their columns start with: a report whose columns are `Appt ID`,
 * `Appt Date`, `Appt Time` (or `Ord No`, `Ord Date`, `Ord Total`) is a list of appointments
 * (orders), one a row. Said in the plural ("how many appts", "what % of appts are telehealth"),
 * that shared first word names the rows, not one of its columns: the question is read with
 * "rows" in its place. Only a word that no column holds alone and no value of the data spells,
 * heading two columns or more, one of them an id on every row.
 */
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex } from './schema-index';

const guard = rewriteGuard();

/**
 * The first word of the column names that heads at least two of them, one of which tells every
 * row apart (`Appt ID`, a value on each row): lower case, by word. Without such an id the rows
 * may repeat the thing (a player on each of his seasons), and the word is left to the columns.
 */
function heads(index: DatasetIndex): Set<string> {
  const counted = new Map<string, { n: number; unique: boolean }>();
  for (const c of index.columns) {
    const first = /^\s*([a-z]{2,})\b[\s_]+\S/i.exec(c.name)?.[1]?.toLowerCase();
    if (!first) continue;
    const seen = counted.get(first) ?? { n: 0, unique: false };
    const unique = c.uniqueness >= 0.95 && c.words.some((w) => /^(id|no|num|number|#|ref|key)$/.test(w));
    counted.set(first, { n: seen.n + 1, unique: seen.unique || unique });
  }
  return new Set([...counted].filter(([, v]) => v.n >= 2 && v.unique).map(([w]) => w));
}

/** The question with a plural of the columns' shared first word read as "rows", or undefined. */
export function parseRowHead(question: string, index: DatasetIndex, parse: (question: string) => Parsed): Parsed | undefined {
  if (guard.busy) return undefined;
  const shared = heads(index);
  if (!shared.size) return undefined;
  let said: string | undefined;
  const text = question.replace(/\b([a-z]{2,})s\b/gi, (word: string, head: string) => {
    const w = head.toLowerCase();
    if (said || !shared.has(w)) return word;
    // a column named by the word alone, or a value spelling it, is read as it is
    if (index.columns.some((c) => c.words.length === 1 && (c.words[0] === w || c.words[0] === `${w}s`))) return word;
    if (index.valueWords.has(w) || index.valueWords.has(`${w}s`)) return word;
    said = word;
    return 'rows';
  });
  if (!said) return undefined;
  const parsed = guard.reparseOnce(parse, text);
  return parsed?.query && !parsed.clarify && parsed.ignored.length === 0 ? parsed : undefined;
}
