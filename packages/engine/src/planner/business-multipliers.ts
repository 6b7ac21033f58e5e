/**
 * A multiplier column (`Surge (x)` from cells written `1.4x`, `1.0x` when none applies): a row
 * "had surge", is a "surge trip", or had "surge pricing" when its multiplier is above 1 — never
 * above 0, which every row is. The question is read with that condition said plainly; the reading
 * is kept only when it places every word.
 */
import { isNumericType } from '../data/duck';
import { rewriteGuard } from './parse/reparse';
import type { Parsed } from './parse/types';
import type { DatasetIndex, IndexedColumn } from './schema-index';

const guard = rewriteGuard();

/** The table's multiplier columns: numbers headed `(x)` or named a multiplier, 1 at the least. */
function multipliers(index: DatasetIndex): IndexedColumn[] {
  return index.columns.filter(
    (c) =>
      isNumericType(c.type) &&
      (/\(\s*x\s*\)\s*$/i.test(c.name) || c.words.includes('multiplier')) &&
      c.min === 1 &&
      (c.max ?? 1) > 1,
  );
}

/** A word said after the multiplier's name that is a condition of its own ("surge above 1.5", "surge of 2"). */
const SAYS_AMOUNT = '(?!\\s*(?:above|over|below|under|less|more|greater|at|of|[<>=]|\\d|x\\b))';

/** The question read with the multiplier's presence said as "above 1", or undefined. */
export function parseMultiplierPresence(question: string, index: DatasetIndex, parse: (q: string) => Parsed): Parsed | undefined {
  if (guard.busy) return undefined;
  const found = multipliers(index);
  if (found.length !== 1) return undefined;
  const c = found[0]!;
  const words = c.words.filter((w) => w !== 'x' && w !== 'multiplier');
  if (words.length !== 1) return undefined;
  const w = words[0]!;
  const columnWord = (x: string) => index.columns.some((o) => o.words.includes(x.toLowerCase()));
  let text = question
    // "had surge pricing", "with any surge": the rows with the multiplier above 1
    .replace(
      new RegExp(`\\b(had|have|has|with|got|get|gets|getting)\\s+(?:a\\s+|any\\s+)?${w}(?:\\s+(?:pricing|price|applied|multiplier|charge))?\\b${SAYS_AMOUNT}`, 'gi'),
      `with ${w} above 1`,
    )
    // "surge trips", "surge pricing rides": those rows
    .replace(new RegExp(`\\b${w}(?:\\s+pricing)?\\s+([a-z]+s)\\b`, 'gi'), (said, noun: string) =>
      columnWord(noun) || /^(is|was|has|does)$/i.test(noun) ? said : `${noun} with ${w} above 1`,
    );
  text = text.replace(/\s+/g, ' ').trim();
  if (text === question.trim()) return undefined;
  const parsed = guard.reparseOnce(parse, text);
  if (!parsed?.query || parsed.clarify || parsed.ignored.length) return undefined;
  return parsed;
}
