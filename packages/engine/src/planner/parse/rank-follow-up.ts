/**
 * Follow-ups that move down a ranking: "and the 2nd largest?", "what about the third one?", "and
 * the next one?" after a question answered by the row (or group) with the highest or lowest
 * figure. The place said becomes the ranking's offset; the words left ("and the largest?", "and
 * the oldest?") are read as a follow-up of their own first, so a superlative on another column
 * ranks by that column, and with nothing left the previous ranking is kept as it was. A lone
 * superlative whose direction holds over any measure ("and the smallest?") turns the previous
 * ranking round, or keeps it, when the parser reads nothing else in it.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import type { Parsed } from './types';

const ORDINALS = new Map([
  ['second', 2],
  ['third', 3],
  ['fourth', 4],
  ['fifth', 5],
  ['sixth', 6],
  ['seventh', 7],
  ['eighth', 8],
  ['ninth', 9],
  ['tenth', 10],
]);

/** A place said in the question: "2nd", "third", "next" (one after the previous place). */
const PLACE = /\b(?:(\d{1,2})(?:st|nd|rd|th)|(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)|(next))\b/;
/** A follow-up's opening, or a short question of its own words. */
const FOLLOWS = /^(?:and|what about|how about|ok|okay|then|so|now)\b/;
/** Words that say nothing once the place is taken out. */
const NOTHING_LEFT = /^(?:and|what|how|about|ok|okay|then|so|now|the|one|ones|place|is|was|it|that|who|which|\s)*$/;

/** Superlatives whose direction is the same over any measure: the highest or the lowest first. */
const HIGHEST = /^(largest|biggest|highest|greatest|most|longest|tallest|heaviest)$/;
const LOWEST = /^(smallest|lowest|least|fewest|shortest|lightest)$/;

/** A previous query that ranks rows or groups: the highest or lowest first. */
const ranks = (q: AnalystQuery) =>
  q.order !== undefined && q.limit !== undefined && q.limit <= 3 && (q.kind === 'rows' || (q.kind === 'aggregate' && q.groupBy.length > 0));

/**
 * The previous ranking taken a place further down, or undefined when the question says no place
 * or the previous query ranks nothing.
 */
export function parseRankFollowUp(
  question: string,
  index: DatasetIndex,
  previous: AnalystQuery | undefined,
  reparse: (text: string) => Parsed,
): Parsed | undefined {
  const text = question.toLowerCase().replace(/[?!.,]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (!previous || previous.dataset !== index.info.name || !ranks(previous) || !previous.order) return placedRanking(text, reparse, index);
  const words = text.split(' ');
  if (words.length > 8 || (!FOLLOWS.test(text) && words.length > 4)) return undefined;
  const m = PLACE.exec(text);
  const place = !m ? 1 : m[1] !== undefined ? Number(m[1]) : m[2] !== undefined ? (ORDINALS.get(m[2]) as number) : (previous.offset ?? 0) + 2;
  if ((m && place < 2) || place > 50) return undefined;
  const rest = m ? `${text.slice(0, m.index)}${text.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim() : text;
  // "and the smallest?" over a ranked measure: the same ranking turned round (or kept)
  const lone = rest.split(' ').filter((w) => !NOTHING_LEFT.test(w));
  const dir = lone.length === 1 ? (HIGHEST.test(lone[0] as string) ? 'desc' : LOWEST.test(lone[0] as string) ? 'asc' : undefined) : undefined;
  if (!m && !dir) return undefined;
  let query: AnalystQuery = previous;
  if (!NOTHING_LEFT.test(rest)) {
    // "and the 2nd oldest?": the follow-up without its place, read against the previous query
    const read = m ? reparse(rest) : { query: undefined };
    if (read.query && ranks(read.query)) query = read.query;
    else if (dir && previous.order.by !== 'group') query = { ...previous, order: { ...previous.order, dir } };
    else return undefined;
  }
  const ranked: AnalystQuery = { ...query, limit: 1, offset: place - 1 };
  if (place === 1) delete ranked.offset;
  return { query: ranked, ignored: [], confidence: 0.9, placed: 1, followUp: true };
}

/** An ordinal said right before a superlative: "the second largest", "3rd highest". */
const PLACED_SUPERLATIVE = /\b(?:(\d{1,2})(?:st|nd|rd|th)|(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)) (?=(?:most |least )?[a-z]+est\b|most\b|least\b|fewest\b)/;

/** The place an ordinal before a superlative says ("the second largest": 2), or undefined. */
export function placeBeforeSuperlative(question: string): number | undefined {
  const m = PLACED_SUPERLATIVE.exec(question.toLowerCase());
  if (!m) return undefined;
  const place = m[1] !== undefined ? Number(m[1]) : ORDINALS.get(m[2] as string);
  return place !== undefined && place >= 2 ? place : undefined;
}

/** "which city has the second largest population": the ranking read without its place, then moved down. */
function placedRanking(text: string, reparse: (text: string) => Parsed, index: DatasetIndex): Parsed | undefined {
  const place = placeBeforeSuperlative(text);
  if (place === undefined) return undefined;
  const read = reparse(text.replace(PLACED_SUPERLATIVE, ''));
  if (!read.query || !ranks(read.query) || read.query.limit !== 1) return undefined;
  // a column picked by a guess (one of two units) over a list with its own rank: "the 10th" may be
  // that rank rather than the 10th by the column, so the place is not read on the guess
  if (read.confidence < 0.85 && index.columns.some((c) => c.words.includes('rank'))) return undefined;
  return { ...read, query: { ...read.query, offset: place - 1 } };
}
