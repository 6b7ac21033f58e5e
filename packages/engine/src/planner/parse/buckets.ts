/**
 * Ranges of one number listed in a question ("states with poverty under 10, 10-15 and over 15"):
 * each range is a count or figure of its own, and one query holds one set of conditions. The
 * question is asked back with one choice per range, never answered with the ranges joined.
 */
import { isNumericType } from '../../data/duck';
import type { DatasetIndex } from '../schema-index';
import type { Parsed } from './types';

const NUMBER = String.raw`-?\d+(?:[.,]\d+)?%?`;
/** One range as said: "under 10", "10-15", "10 to 15", "over 15", "15+", "15 or more". */
const RANGE = String.raw`(?:(?:under|below|less than|fewer than|over|above|more than|greater than|at least|at most)\s+${NUMBER}|${NUMBER}\s*(?:-|–|to)\s*${NUMBER}|${NUMBER}\s*\+|${NUMBER}\s+or\s+(?:more|less|fewer|above|below|over|under))`;
const LIST = new RegExp(
  String.raw`(?:^|\s)(${RANGE}(?:\s*,\s*${RANGE})*\s*,?\s*(?:and|or|&)\s+${RANGE})(?=\s*[?.!]?\s*$|\s*[,;]|\s+(?:in|for|by|each|respectively)\b)`,
  'i',
);

/** A range in words the parser reads: "10-15" becomes "between 10 and 15". */
function sayRange(range: string): string {
  const span = new RegExp(String.raw`^(${NUMBER})\s*(?:-|–|to)\s*(${NUMBER})$`, 'i').exec(range.trim());
  if (span) return `between ${span[1]} and ${span[2]}`;
  const plus = new RegExp(String.raw`^(${NUMBER})\s*\+$`).exec(range.trim());
  if (plus) return `${plus[1]} or more`;
  return range.trim();
}

/** A clarifying question for a list of ranges, or undefined when the question lists none. */
export function askBuckets(question: string, index: DatasetIndex): Parsed | undefined {
  if (!index.columns.some((c) => isNumericType(c.type))) return undefined;
  const found = LIST.exec(question);
  if (!found) return undefined;
  const list = found[1] as string;
  const ranges = list
    .split(new RegExp(String.raw`\s*,\s*(?:(?:and|or|&)\s+)?|\s+(?:and|or|&)\s+(?=${RANGE})`, 'i'))
    .filter((r) => r.trim() !== '');
  const spans = ranges.filter((r) => /\d\s*(?:-|–|to)\s*-?\d/.test(r));
  // "under 10 and over 15" alone may mean either rows; three ranges, or two with a span, are buckets
  if (ranges.length < 3 && spans.length === 0) return undefined;
  if (!ranges.every((r) => new RegExp(`^${RANGE}$`, 'i').test(r.trim()))) return undefined;
  // "from 2001-2005": a period, not a range of a number
  if (/\b(from|between|in|during|since)\s*$/i.test(question.slice(0, found.index + found[0].indexOf(list))))
    return undefined;
  const start = found.index + found[0].indexOf(list);
  const before = question.slice(0, start).trim();
  const after = question.slice(start + list.length).trim().replace(/^[?.!]+$/, '');
  const choices = ranges.slice(0, 5).map((r) => [before, sayRange(r), after].filter(Boolean).join(' '));
  return {
    ignored: [list],
    confidence: 0.3,
    firm: true,
    clarify: {
      question: `"${list}" lists ${ranges.length} ranges; I answer for one range at a time. Which one?`,
      choices,
    },
  };
}
