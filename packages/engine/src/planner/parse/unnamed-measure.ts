/**
 * A measure the file never named: a headerless file's columns are called `column1`, `column2`, …
 * (data/header-line.ts), so nothing the user says for its numbers ("population", "pop", "sales")
 * can match a column. When the table has exactly one such numeric column and a question was asked
 * back about one word alone that no column or value took, that word is read as the unnamed
 * column: the question is read again with the column's name in its place, and kept only when that
 * reading places every word. So is the one reading a clarifying question offers over that column
 * ("how many towns have over 100k": the comparison can only be about it), and a question ranking by
 * size asked back with nothing unplaced ("top 5 biggest towns"), read again "… by" the column.
 * The reply names the column it used.
 */
import { isNumericType } from '../../data/duck';
import { escapeRegExp } from '../../data/regexp';
import { SUPERLATIVES } from '../lexicon';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import type { Parsed } from './types';

/** The name the reader gives a column of a file without a header. */
const GENERIC = /^column\d+$/i;

/** Words that ask where or which thing, never how much: not read as the unnamed measure. */
const NOT_A_MEASURE = new Set(
  'coordinates coordinate coords location locations position positions place places where name names label labels'.split(
    ' ',
  ),
);

/** Words ranking by size with no column of their own ("the biggest", "top 5"). */
const SIZE_RANKING = /\b(?:biggest|largest|smallest|bigger|larger|smaller|(?:top|bottom)\s+\d+)\b/i;

/** The table's one numeric column with a generic name, when it has exactly one. */
export function unnamedMeasure(index: DatasetIndex): IndexedColumn | undefined {
  const unnamed = index.columns.filter(
    (c) =>
      GENERIC.test(c.name) &&
      isNumericType(c.type) &&
      c.role === 'measure' &&
      !c.yearLike &&
      c.flagTrue === undefined,
  );
  return unnamed.length === 1 ? unnamed[0] : undefined;
}

/**
 * `parsed` again with its one unplaced word read as the table's unnamed measure, or `parsed` as it
 * was. `reparse` parses a question over the same table.
 */
export function readUnnamedMeasure(
  parsed: Parsed,
  question: string,
  index: DatasetIndex,
  reparse: (text: string) => Parsed,
): Parsed {
  const measure = parsed.clarify ? unnamedMeasure(index) : undefined;
  if (!measure || !parsed.clarify) return parsed;
  const placed = (again: Parsed) => !again.clarify && !!again.query && again.ignored.length === 0;
  const kept = (again: Parsed) => ({ ...again, confidence: Math.min(again.confidence, 0.8) });
  // the one reading offered back is over the unnamed column ("how many towns have with column3 over 1000")
  const [choice, ...others] = parsed.clarify.choices;
  if (choice && !others.length && new RegExp(`\\b${measure.name}\\b`, 'i').test(choice)) {
    // the noun said right after the number ("over 100k inhabitants") may stay unused: the reply says so
    const again = reparse(choice);
    const unit =
      again.ignored.length === 1 &&
      new RegExp(`(?<![\\w.])[\\d.,]+\\s+${escapeRegExp(again.ignored[0]!)}\\b`, 'i').test(choice);
    if (!again.clarify && again.query && (again.ignored.length === 0 || unit)) return kept(again);
    // …or is asked about: read without it, the reply naming the column compared
    const bare = choice.replace(/(?<![\w.])([\d.,]+)\s+[a-z]+\b/i, '$1');
    const plain = bare !== choice ? reparse(bare) : undefined;
    return plain && placed(plain) ? kept(plain) : parsed;
  }
  // nothing left unplaced but no measure to rank or add: the unnamed column named ("top 5 biggest … by column3")
  if (parsed.ignored.length === 0 && SIZE_RANKING.test(question)) {
    const again = reparse(`${question.replace(/[?.!\s]+$/, '')} by ${measure.name}`);
    return placed(again) ? kept(again) : parsed;
  }
  if (parsed.ignored.length !== 1) return parsed;
  const word = parsed.ignored[0]!;
  // a noun, not a ranking word ("northernmost", "biggest") nor a number
  const lower = word.toLowerCase();
  if (
    !measure ||
    !/^[a-z]{3,}$/.test(lower) ||
    SUPERLATIVES[lower] ||
    /(?:est|most)$/.test(lower) ||
    NOT_A_MEASURE.has(lower)
  )
    return parsed;
  const said = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(word)}(?![\\p{L}\\d])`, 'iu');
  if (!said.test(question)) return parsed;
  const again = reparse(question.replace(said, measure.name));
  return placed(again) ? kept(again) : parsed;
}
