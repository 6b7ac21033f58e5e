/** Cells of a small table said by their initials: "bw" → Baden-Württemberg, "in the us" → United States. */
import { initialsOf, mayBeInitials } from '../value-short-forms';
import type { CellMention, Word } from './mentions';
import type { ListTable } from './table';

/** Verbs after which "the us" is the subject of the question ("did the us win", "has the uk hosted"). */
const AUXILIARY = /^(did|does|do|has|have|had|was|were|is|are|will|would|can|could)$/;

/**
 * "bw" → Baden-Württemberg, "the us" → United States: a word that is the initials of exactly one
 * cell value of the table (one mention for each column holding that value, for the question's
 * verb to choose between: "did the us win" → the winner's column, not the host country's).
 */
export function initialMentions(words: Word[], table: ListTable, columnStems: Set<string>): CellMention[] {
  const out: CellMention[] = [];
  words.forEach((w, i) => {
    const before = words[i - 1]?.text;
    const before2 = words[i - 2]?.text;
    // "the us" as the subject reads like "in the us"
    const subject = before === 'the' && (before2 === undefined || AUXILIARY.test(before2));
    if (columnStems.has(w.text) || !mayBeInitials(w.text, before, false, subject ? 'in' : before2)) return;
    const cells = new Map<string, Set<number>>();
    table.columns.forEach((c, column) => {
      if (c.numeric || c.temporal) return;
      for (const r of table.rows) {
        const value = r[column];
        if (value && initialsOf(value).includes(w.text)) cells.set(value, (cells.get(value) ?? new Set()).add(column));
      }
    });
    const [only] = [...cells];
    if (cells.size === 1 && only) for (const column of only[1]) out.push({ column, value: only[0], partial: false, start: i, end: i + 1 });
  });
  return out;
}
