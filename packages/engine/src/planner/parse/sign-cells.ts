/**
 * Text cells written with numbers and signs only (`0-1`, `2-3`, `6+`, `10-20`, `<5`): bins of a
 * number kept as labels. Said in a question ("the 2-3 bin", "how often is it 6+") they are those
 * cells, not a range of numbers or "6 or more" of some numeric column. Before the question's
 * idioms are rewritten, each such cell of the data said whole is set aside, and comes back as one
 * word whose stem is the cell's value key, so the value stage finds the cell.
 */
import { escapeRegExp } from '../../data/regexp';
import type { DatasetIndex } from '../schema-index';
import { valueKey } from '../schema-index';
import type { Tok } from './types';

/** A cell of digits and range signs, with at least one sign: "2-3", "6+", "4.5-5", "<10", "10+". */
const SIGN_CELL = /^(?:[<>≤≥]\s?)?\d+(?:\.\d+)?(?:\s?[-–]\s?\d+(?:\.\d+)?|\+)?$/;

const MARK = '\ue000';

/** The data's text cells written with numbers and signs, longest first. */
function signCells(index: DatasetIndex): string[] {
  const cells = new Set<string>();
  for (const c of index.columns) {
    if (c.role !== 'dimension' && c.role !== 'identifier') continue;
    for (const v of c.values.values()) {
      const t = v.trim();
      if (SIGN_CELL.test(t) && /[-–+<>≤≥]/.test(t)) cells.add(t);
    }
  }
  return [...cells].sort((a, b) => b.length - a.length);
}

export interface SetAside {
  text: string;
  /** The cells set aside, by their mark number. */
  cells: string[];
}

/** The question with each sign cell of the data it says replaced by a mark ("\ue0000\ue000"). */
export function setAsideSignCells(text: string, index: DatasetIndex | undefined): SetAside {
  if (!index) return { text, cells: [] };
  const all = signCells(index);
  if (all.length === 0) return { text, cells: [] };
  const cells: string[] = [];
  let out = text;
  for (const cell of all) {
    const re = new RegExp(`(?<![\\w.+\\-–${MARK}])${escapeRegExp(cell)}(?![\\w+]|[.-]\\d)`, 'g');
    out = out.replace(re, () => {
      cells.push(cell);
      return `${MARK}${cells.length - 1}${MARK}`;
    });
  }
  return { text: out, cells };
}

/** The token pattern of a mark. */
export const MARK_TOKEN = `${MARK}\\d+${MARK}`;

/** The word and stem a mark stands for: the cell as written and its value key. */
export function markedCell(
  token: string,
  cells: readonly string[],
): { word: string; stem: string } | undefined {
  if (!token.startsWith(MARK)) return undefined;
  const cell = cells[Number(token.slice(1, -1))];
  return cell === undefined ? undefined : { word: cell.toLowerCase(), stem: valueKey(cell) };
}

/** Nouns for one bin of a binned column ("the 1-2 bin", "strength bins", "the 5-6 and 6+ buckets"). */
const BIN_NOUN = /^(bin|bins|bucket|buckets|band|bands|bracket|brackets|class|classes)$/;

/**
 * Marks a bin noun said right after a sign cell of the data or after the name of a column holding
 * such cells as read: it says what the cell or column is, no other column or value.
 */
export function readBinNouns(toks: Tok[], index: DatasetIndex): void {
  const binned = index.columns.filter((c) =>
    [...c.values.values()].some((v) => SIGN_CELL.test(v.trim()) && /[-–+<>]/.test(v)),
  );
  if (binned.length === 0) return;
  for (const t of toks) {
    if (t.used || !BIN_NOUN.test(t.word)) continue;
    const before = toks[t.i - 1];
    if (!before) continue;
    const afterCell = SIGN_CELL.test(before.word) && /[-–+<>]/.test(before.word);
    const afterName = binned.some((c) => c.words.includes(before.canon) || c.words.includes(before.stem));
    if (afterCell || afterName) t.used = 'value';
  }
}
