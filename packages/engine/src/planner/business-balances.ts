/**
 * A running balance (a bank statement's `Balance`): "overdrawn", "in the red", "into overdraft"
 * ("how many transactions left us overdrawn", "which days were we in the red") mean the balance
 * below 0. The question is read with that condition said plainly; the reading is kept only when it
 * places every word.
 */
import { isNumericType } from '../data/duck';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex } from './schema-index';

const guard = rewriteGuard();

const OVERDRAWN =
  /\b(?:(?:left|leaving|leave|put|putting|took|taking|sent|sending|went|go|going|gone|were|was|are|is|be|being)\s+(?:us\s+|me\s+|them\s+|the\s+account\s+)?)?(?:overdrawn|in(?:to)?\s+the\s+red|in(?:to)?\s+(?:an\s+|the\s+)?overdraft)\b/gi;

/** The question read with "overdrawn" said as the balance below 0, or undefined. */
export function parseOverdrawn(question: string, index: DatasetIndex, parse: (q: string) => Parsed): Parsed | undefined {
  if (guard.busy || !OVERDRAWN.test(question)) return undefined;
  OVERDRAWN.lastIndex = 0;
  const balances = index.columns.filter((c) => isNumericType(c.type) && c.words.includes('balance'));
  // a column of overdrafts of its own (an `Overdrawn` flag) is read by the parser itself
  if (balances.length !== 1 || index.columns.some((c) => c.words.some((w) => /^(overdrawn|overdraft)$/.test(w))))
    return undefined;
  const text = question.replace(OVERDRAWN, ` with ${balances[0]!.name} below 0 `).replace(/\s+/g, ' ').trim();
  const parsed = guard.reparseOnce(parse, text);
  if (!parsed?.query || parsed.clarify || parsed.ignored.length) return undefined;
  return parsed;
}
