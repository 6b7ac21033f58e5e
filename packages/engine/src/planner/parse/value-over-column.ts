/**
 * A name that is both a column and a value of another column: a results table with one column of
 * votes per candidate (`Ambler`, `Brooks`) and a `winner` column holding the same names. "how many
 * wards did ambler win" is about the winner column (count the wards Ambler won), not the total of
 * Ambler's votes. When the question says a word of that other column's name ("win" of winner,
 * "lead" of leader, "host" of host), the question is read with the named columns set aside, so
 * the name can only be the value. Without such a word ("ambler's votes in the north") the column
 * reading stands.
 */
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import type { Parsed } from './types';

/** Irregular forms of verbs whose agent nouns name such columns ("won" → win of winner). */
const VERB_FORMS: Record<string, string> = { won: 'win', led: 'lead', beat: 'beat', ran: 'run' };

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Whether the question says a word that starts a word of the column's name (win → winner). */
function saysColumn(question: string[], column: IndexedColumn): boolean {
  const names = wordsOf(column.name);
  return question.some((w) => {
    const base = VERB_FORMS[w] ?? w.replace(/(ning|ing|s)$/, '');
    return base.length >= 3 && names.some((n) => n.startsWith(base));
  });
}

/** The question read with the columns whose names are values said set aside, or undefined. */
export function parseValueOverColumn(
  question: string,
  index: DatasetIndex,
  reparse: (text: string, index: DatasetIndex) => Parsed,
): Parsed | undefined {
  const said = wordsOf(question);
  const text = ` ${said.join(' ')} `;
  const hidden = new Set<string>();
  for (const holder of index.columns) {
    if (holder.values.size === 0 || !saysColumn(said, holder)) continue;
    for (const column of index.columns) {
      if (column === holder) continue;
      const name = column.name.toLowerCase();
      if (holder.values.has(name) && text.includes(` ${wordsOf(name).join(' ')} `)) hidden.add(column.name);
    }
  }
  if (hidden.size === 0) return undefined;
  const parsed = reparse(question, { ...index, columns: index.columns.filter((c) => !hidden.has(c.name)) });
  return parsed.query ? parsed : undefined;
}
