/**
 * One quantity written as a movement: a column before, one after, and perhaps one of the change
 * (`Seats Before`, `Seats After`; `MRR Before`, `MRR After`, `MRR Change`), as subscription,
 * stock and balance movement logs export them. The quantity named alone ("mrr", "seats") fits
 * each; it reads the change column when there is one (every movement's own amount: "new mrr",
 * "net mrr", "mrr lost to churn"), else the after column (where each row left it: "seats of new
 * deals") — but never the after column when the question asks for a change ("seats added"), which
 * is left to a clarifying question.
 */
import type { IndexedColumn } from '../schema-index';
import { isNumeric } from './shape';

const BEFORE = new Set(['before', 'prior', 'previous', 'prev', 'old', 'opening', 'start', 'beginning']);
const AFTER = new Set(['after', 'new', 'current', 'closing', 'end', 'ending']);
const CHANGE = new Set(['change', 'delta', 'diff', 'difference', 'movement', 'net']);
/** Words of a question asking how much something moved, which an after column does not answer. */
const CHANGE_ASKED = /\b(added|adds|add|gained|gain|lost|lose|loses|removed|dropped|grew|growth|change[sd]?|increase[sd]?|decrease[sd]?|net)\b/;

/** The stem a name shares with the others once its movement word is set aside ("mrr"). */
function stemOf(c: IndexedColumn, words: Set<string>): string | undefined {
  const kept = c.words.filter((w) => !words.has(w));
  return kept.length === c.words.length - 1 && kept.length > 0 ? kept.join(' ') : undefined;
}

/** The column a quantity said alone reads among its before / after / change columns, or undefined. */
export function movementColumn(options: IndexedColumn[], question: string): IndexedColumn | undefined {
  if (options.length < 2 || options.length > 3 || !options.every((c) => isNumeric(c) && c.flagTrue === undefined)) return undefined;
  const before = options.filter((c) => stemOf(c, BEFORE));
  const after = options.filter((c) => stemOf(c, AFTER));
  const change = options.filter((c) => stemOf(c, CHANGE));
  if (before.length !== 1 || after.length !== 1 || change.length > 1) return undefined;
  if (before.length + after.length + change.length !== options.length) return undefined;
  const stems = new Set([stemOf(before[0]!, BEFORE), stemOf(after[0]!, AFTER), ...(change.length ? [stemOf(change[0]!, CHANGE)] : [])]);
  if (stems.size !== 1) return undefined;
  if (change.length) return change[0];
  return CHANGE_ASKED.test(question) ? undefined : after[0];
}
