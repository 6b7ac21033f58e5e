/** Cells of a small table said by their initials: "bw" → Baden-Württemberg, "in the us" → United States. */
import { initialsOf, mayBeInitials } from '../value-short-forms';
import type { CellMention, Word } from './mentions';
import type { ListTable } from './table';

/** "bw" → Baden-Württemberg, "the us" → United States: a word that is the initials of exactly one cell of the table. */
export function initialMentions(words: Word[], table: ListTable, columnStems: Set<string>): CellMention[] {
  const out: CellMention[] = [];
  words.forEach((w, i) => {
    if (columnStems.has(w.text) || !mayBeInitials(w.text, words[i - 1]?.text, false, words[i - 2]?.text)) return;
    const cells = new Map<string, number>();
    table.columns.forEach((c, column) => {
      if (c.numeric || c.temporal) return;
      for (const r of table.rows) {
        const value = r[column];
        if (value && !cells.has(value) && initialsOf(value).includes(w.text)) cells.set(value, column);
      }
    });
    const [only] = [...cells];
    if (cells.size === 1 && only) out.push({ column: only[1], value: only[0], partial: false, start: i, end: i + 1 });
  });
  return out;
}
