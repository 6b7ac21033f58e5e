/**
 * The length of a span held as two columns, a start and an end (start/end, from/to, born/died,
 * first/last): "who reigned the longest", "the shortest tenure", "average length of reign",
 * "served for more than 20 years", "how long did X rule" all ask about end − start. Only a table
 * with exactly one such pair, and no column that already holds a length, is read this way.
 */
import type { AnalystDerived, AnalystQuery } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import { derivedName } from '../compile/derived';
import type { DatasetIndex, IndexedColumn } from '../schema-index';

/** An arithmetic phrase found in a question: where it is, the number it means, and what replaces it. */
export interface Found {
  start: number;
  end: number;
  derived: AnalystDerived;
  /** The phrase's replacement, given the name of the column that stands in for the derived number. */
  say: (standIn: string) => string;
  /** Derived numbers `derived` is computed from (qty × price before its discount is taken off). */
  before?: AnalystDerived[];
  /** The table's columns the number is computed from, when `derived` names an earlier one. */
  from?: string[];
  /** Whether a column is a good stand-in for the number while the question is parsed again (preferred; all by default). */
  standIn?: (c: IndexedColumn) => boolean;
  /** A last touch on the parsed query (the revenue per order); false when it does not fit. */
  finish?: (query: AnalystQuery) => boolean;
}

const PAIRS: [RegExp, RegExp][] = [
  [
    /^(start|started|begin|beginning|began|from|first|birth|born|entry|opened|open)$/,
    /^(end|ended|finish|finished|to|last|death|died|exit|closed|close)$/,
  ],
];
const LENGTH_WORDS = /^(length|duration|span|days|years|tenure|term|lasted|age|lifespan)$/;

const nameWords = (c: IndexedColumn) =>
  c.name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const spanLike = (c: IndexedColumn) =>
  isTemporalType(c.type) ||
  (c.yearLike ?? false) ||
  (/INT|DOUBLE|DECIMAL|FLOAT/i.test(c.type) && (c.min ?? 0) >= 1000 && (c.max ?? 0) <= 2200);

/** The one start/end pair of the table, or undefined when it has none or several. */
function spanPair(index: DatasetIndex): { start: IndexedColumn; end: IndexedColumn } | undefined {
  const found: { start: IndexedColumn; end: IndexedColumn }[] = [];
  const cols = index.columns.filter(spanLike);
  for (const a of cols)
    for (const b of cols) {
      if (a === b || isTemporalType(a.type) !== isTemporalType(b.type)) continue;
      const wa = nameWords(a);
      const wb = nameWords(b);
      if (wa.length !== wb.length) continue;
      const differ = wa.map((w, i) => [w, wb[i] as string] as const).filter(([x, y]) => x !== y);
      if (differ.length === 1 && PAIRS.some(([s, e]) => s.test(differ[0]![0]) && e.test(differ[0]![1])))
        found.push({ start: a, end: b });
    }
  return found.length === 1 ? found[0] : undefined;
}

/** A phrase asking about the span's length, and how it is said with the stand-in column. */
const PHRASES: { re: RegExp; say: (m: RegExpExecArray, d: string) => string }[] = [
  // "how long did Elizabeth reign", "how long was X in office"
  {
    re: /\bhow long (?:did|was|were|has|had|is) (.+?) (?:[a-z]+)(?: for)?\s*\??$/i,
    say: (m, d) => `what was the ${d} of ${m[1]}`,
  },
  // "which monarch had the shortest reign", "the longest tenure"
  {
    re: /\b(longest|shortest) ([a-z]+)\b/i,
    say: (m, d) => `${/^long/i.test(m[1]!) ? 'highest' : 'lowest'} ${d}`,
  },
  // "who reigned the longest", "who served longest"
  {
    re: /\b([a-z]+ed) (?:for )?(?:the )?(longest|shortest)\b/i,
    say: (m, d) => `had the ${/^long/i.test(m[2]!) ? 'highest' : 'lowest'} ${d}`,
  },
  // "average length of reign", "duration of the stay"
  { re: /\b(?:length|duration) of (?:the |a |an |their |his |her |each )?([a-z]+)\b/i, say: (_m, d) => d },
  // "reigned for more than 20 yrs"
  {
    re: /\b([a-z]+ed) (?:for )?(more|longer|over|less|shorter|under|fewer) than (\d+(?:\.\d+)?)(?: (?:years?|yrs?|days?))?\b/i,
    say: (m, d) => `${d} ${/^(more|longer|over)$/i.test(m[2]!) ? 'above' : 'below'} ${m[3]}`,
  },
];

/** A question about the length of the table's start–end span, or undefined. */
export function findSpan(question: string, index: DatasetIndex): Found | undefined {
  const pair = spanPair(index);
  if (!pair) return undefined;
  // a column that holds a length already answers such questions itself
  if (
    index.columns.some((c) => c !== pair.start && c !== pair.end && c.words.some((w) => LENGTH_WORDS.test(w)))
  )
    return undefined;
  // the pair's shared words ("term" of term_start) may name the span itself
  const columnWords = new Set(
    index.columns
      .filter((c) => c !== pair.start && c !== pair.end)
      .flatMap((c) => [...c.words, ...nameWords(c)]),
  );
  for (const p of PHRASES) {
    const m = p.re.exec(question);
    if (!m) continue;
    // the span's own noun or verb ("reign", "reigned") is no column's word
    const noun = m
      .slice(1)
      .find(
        (g) =>
          g !== undefined &&
          /^[a-z]+$/i.test(g) &&
          !/^(longest|shortest|more|longer|over|less|shorter|under|fewer)$/i.test(g),
      );
    if (noun && columnWords.has(noun.toLowerCase())) continue;
    const derived: AnalystDerived = {
      name: derivedName('-', pair.end.name, pair.start.name),
      op: '-',
      left: pair.end.name,
      right: pair.start.name,
    };
    return { start: m.index, end: m.index + m[0].length, derived, say: (d) => p.say(m, d) };
  }
  return undefined;
}
