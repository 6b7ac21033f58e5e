/**
 * Two rows named by what they share: "how many days between X's two launches", "the years
 * between X's last two titles". The rows whose cell is X (exactly two of them, or the first or
 * last two in the list's order) are said by their own names instead ("between M-3 and M-4"), so
 * that the time between them, or the difference of their figures, is read for those two rows
 * rather than the rows of X counted.
 */
import { wordsOf } from './mentions';
import type { ListTable } from './table';
import { nameColumn } from './target';

const TWO_ROWS = /\bbetween (?:the )?([a-z][a-z .'-]*?)(?:'s|s'|') (?:(first|last) )?two (\w+)/i;

/** The rows (indices) whose cell in one text column is the name said, or undefined when no column or several hold it. */
function rowsNamed(table: ListTable, said: string): { column: number; rows: number[] } | undefined {
  const key = wordsOf(said)
    .map((w) => w.text)
    .join(' ');
  if (!key) return undefined;
  const found: { column: number; rows: number[] }[] = [];
  table.columns.forEach((c, ci) => {
    if (c.numeric || c.temporal || c.expr) return;
    const words = (v: string | null) => ` ${wordsOf(v ?? '').map((w) => w.text).join(' ')} `;
    // the whole cell, or its name before a bracket ("Mag Car (NOR)")
    const rows = table.rows.flatMap((r, k) => {
      const cell = r[ci] ?? '';
      const plain = cell.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ');
      return words(cell).trim() === key || words(plain).trim() === key ? [k] : [];
    });
    if (rows.length >= 2) found.push({ column: ci, rows });
  });
  return found.length === 1 ? found[0] : undefined;
}

/**
 * The question with "X's two Ys" said as the two rows' names; the question itself when it names
 * no such rows, or names exactly two that no column tells apart (all of X's rows are those two);
 * null when it names two rows of X that cannot be told surely (three rows of X said as "two", the
 * last two of several with no column naming every row).
 */
export function withTwoRowsNamed(question: string, table: ListTable): string | null {
  const m = TWO_ROWS.exec(question);
  if (!m) return question;
  const named = rowsNamed(table, m[1] as string);
  if (!named) return question;
  const which = m[2]?.toLowerCase();
  if (!which && named.rows.length !== 2) return null;
  const two = which === 'last' ? named.rows.slice(-2) : named.rows.slice(0, 2);
  const names = nameColumn(table, new Set([named.column]));
  const [a, b] = names === undefined || (table.columns[names]?.uniqueness ?? 0) < 1 ? [] : two.map((k) => table.rows[k]?.[names]);
  if (!a || !b) return named.rows.length === 2 ? question : null;
  return `${question.slice(0, m.index)}between ${a} and ${b}${question.slice(m.index + m[0].length)}`;
}
