/**
 * "the first age where …", "the last year when …": "first" or "last" right before a column whose
 * values run in order (an age, a year, a date, a week…) asks for its smallest or largest value
 * among the rows the conditions keep, not its average.
 */
import type { AnalystMeasure } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import { escapeRegExp } from '../../data/regexp';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import type { Parsed, Tok } from './types';

const ORDERED_WORDS = new Set([
  'age',
  'year',
  'date',
  'day',
  'week',
  'month',
  'quarter',
  'season',
  'time',
  'round',
  'edition',
]);

/** Whether a column's values run in an order people count through (ages, years, dates). */
function ordered(c: IndexedColumn): boolean {
  return isTemporalType(c.type) || !!c.yearLike || c.words.some((w) => ORDERED_WORDS.has(w));
}

/**
 * The aggregation "first" / "last" said right before the column's words asks for (min / max),
 * marking the word as used; undefined when neither is said there or the column has no order.
 */
export function firstOrLastOf(
  toks: Tok[],
  positions: number[],
  column: IndexedColumn,
): AnalystMeasure['fn'] | undefined {
  const before = toks[Math.min(...positions) - 1];
  if (!before || before.used || !/^(first|last|earliest|latest)$/.test(before.word) || !ordered(column))
    return undefined;
  before.used = 'shape';
  return /^(first|earliest)$/.test(before.word) ? 'min' : 'max';
}

/**
 * Marks a reading of "the first year X was over 1000", "the last year Europe won": the smallest
 * or largest of an ordered column among the rows meeting a comparison, or holding a value, of
 * another column (`firstMeeting`), so that the first or last row of the table, dropping the
 * condition, never answers in its place.
 */
export function markFirstMeeting(read: Parsed, question: string, index: DatasetIndex): Parsed {
  const parsed = whenFirst(read, question, index);
  const q = parsed.query;
  const m = q?.measures[0];
  if (!q || !m?.column || q.kind !== 'aggregate' || q.groupBy.length || q.measures.length !== 1)
    return parsed;
  if (m.fn !== 'min' && m.fn !== 'max') return parsed;
  const column = index.columns.find((c) => c.name === m.column);
  if (!column || !ordered(column) || !/\b(first|last|earliest|latest|when)\b/i.test(question)) return parsed;
  if (/^\s*how\s+(long|many|much)\b/i.test(question)) return parsed;
  const compared = q.filters.some(
    (f) => (f.kind === 'compare' || f.kind === 'between') && f.column !== m.column,
  );
  // "the last year Europe won": a value of another column, read with every word placed
  // (said right before the column: "the last year", not "how long did the record last")
  const before = new RegExp(
    `\\b(?:first|last|earliest|latest)\\s+(?:${column.words.map(escapeRegExp).join('|')})`,
    'i',
  );
  const named =
    parsed.ignored.length === 0 &&
    parsed.confidence >= 0.9 &&
    (before.test(question) || WHEN_FIRST.test(question)) &&
    q.filters.some((f) => f.kind === 'values' && !f.negate && f.column !== m.column);
  return compared || named ? { ...parsed, firstMeeting: true } : parsed;
}

/**
 * "when did the balance first turn positive", "when was sales last below 10": the rows meeting the
 * condition, read as their list of times, are the earliest or latest of those times.
 */
function whenFirst(read: Parsed, question: string, index: DatasetIndex): Parsed {
  const parsed = atWhatFirst(firstPeriod(read, question, index), question, index);
  const q = parsed.query;
  const said = WHEN_FIRST.exec(question);
  if (!q || !said || q.order || q.groupBy.length) return parsed;
  if (q.kind === 'aggregate') return whenFirstOfAggregate(parsed, said[1]!, index);
  if (q.kind !== 'rows' || !q.columns?.length) return parsed;
  const time = index.columns.find((c) => c.name === q.columns![0]);
  if (!time || !(isTemporalType(time.type) || time.yearLike)) return parsed;
  const condition = (f: (typeof q.filters)[number]) =>
    f.column !== time.name &&
    (f.kind === 'compare' ||
      f.kind === 'between' ||
      (f.kind === 'values' && !f.negate && parsed.confidence >= 0.9));
  if (!q.filters.some(condition)) return parsed;
  const { columns: _shown, limit: _limit, ...rest } = q;
  return {
    ...parsed,
    query: {
      ...rest,
      kind: 'aggregate',
      measures: [{ fn: said[1]!.toLowerCase() === 'first' ? 'min' : 'max', column: time.name }],
    },
  };
}

/** "when did …first", "when was X's last …": a time asked for, first or last among the rows meeting the conditions. */
const WHEN_FIRST = /^\s*when\b.*?\b(first|last)\b(?!\s+(?:\d+|few|several|two|three|four|five|ten)\b)/i;

/**
 * "when was Williams' last title", "when did Ann first win": a figure read for a question asking
 * when is the earliest or latest year (date) of the rows holding the value named; a figure of
 * the time column itself is left as read.
 */
function whenFirstOfAggregate(parsed: Parsed, word: string, index: DatasetIndex): Parsed {
  const q = parsed.query!;
  const time =
    index.columns.find((c) => c.yearLike) ??
    index.columns.find((c) => c.name === index.timeColumn && isTemporalType(c.type)) ??
    index.columns.find((c) => isTemporalType(c.type)) ??
    // a season numbered by its year
    index.columns.find((c) => /INT/i.test(c.type) && c.words.includes('season') && (c.min ?? 0) >= 1000);
  if (!time || q.measures.length !== 1 || q.measures[0]!.column === time.name) return parsed;
  if (!q.filters.some((f) => f.kind !== 'null' && f.column !== time.name && !('negate' in f && f.negate)))
    return parsed;
  if (parsed.ignored.length || parsed.confidence < 0.9) return parsed;
  return {
    ...parsed,
    query: { ...q, measures: [{ fn: word.toLowerCase() === 'first' ? 'min' : 'max', column: time.name }] },
  };
}

/**
 * "at what age does the risk first go above 10%", "which round did she first lead in": an ordered
 * column asked for with "first" or "last" said later, read as its average over the rows meeting
 * the condition, is their smallest or largest value.
 */
function atWhatFirst(parsed: Parsed, question: string, index: DatasetIndex): Parsed {
  const q = parsed.query;
  const m = q?.measures[0];
  const said =
    /^\s*(?:at\s+|in\s+|on\s+)?(?:what|which)\s+([a-z]+)\b.*?\b(first|last)\b(?!\s+(?:\d+|few|several|two|three|four|five|ten)\b)/i.exec(
      question,
    );
  if (!q || !m || !said || q.kind !== 'aggregate' || q.groupBy.length || q.measures.length !== 1)
    return parsed;
  // the column the measure reads, or the one "what" names when only rows are counted
  const asked = said[1]!.toLowerCase();
  const column = m.column
    ? index.columns.find((c) => c.name === m.column)
    : index.columns.find((c) => c.words.includes(asked) || c.words.includes(asked.replace(/s$/, '')));
  if (m.column ? m.fn !== 'avg' && m.fn !== 'sum' && m.fn !== 'median' : m.fn !== 'count') return parsed;
  if (!column || !ordered(column)) return parsed;
  if (!q.filters.some((f) => (f.kind === 'compare' || f.kind === 'between') && f.column !== column.name))
    return parsed;
  return {
    ...parsed,
    query: {
      ...q,
      measures: [{ fn: said[2]!.toLowerCase() === 'first' ? 'min' : 'max', column: column.name }],
    },
  };
}

/**
 * "the first week it went over 350", "last month with sales under 10": a period said after first
 * or last over a table with a date, read as a count of the rows meeting the condition, is the
 * earliest or latest date among them.
 */
function firstPeriod(parsed: Parsed, question: string, index: DatasetIndex): Parsed {
  const q = parsed.query;
  const said =
    /\b(first|last)\s+(?:day|week|month|quarter|year|time|date|period|reading)\b(?!\s+(?:of|in)\b)/i.exec(
      question,
    );
  if (!q || !said || q.kind !== 'aggregate' || q.groupBy.length || q.measures.length !== 1) return parsed;
  if (q.measures[0]!.fn !== 'count' || q.measures[0]!.column) return parsed;
  const time =
    index.columns.find((c) => c.name === index.timeColumn && isTemporalType(c.type)) ??
    index.columns.find((c) => isTemporalType(c.type));
  if (!time) return parsed;
  if (!q.filters.some((f) => (f.kind === 'compare' || f.kind === 'between') && f.column !== time.name))
    return parsed;
  // "how many days last month …": the relative period is a range of the count; said first with
  // no count asked ("last quarter with a negative balance"), it is the period asked for
  const relative = (f: (typeof q.filters)[number]) =>
    f.kind === 'date_range' && /^last\b/.test(f.label ?? '');
  const asked = /^\s*(?:the\s+|what\s+was\s+the\s+|when\s+was\s+the\s+)?(?:first|last)\b/i.test(question);
  const counted = /\b(how\s+many|number\s+of|count)\b/i.test(question);
  if (q.filters.some((f) => f.kind === 'date_range' && !(relative(f) && asked && !counted))) return parsed;
  return {
    ...parsed,
    query: {
      ...q,
      filters: q.filters.filter((f) => !relative(f)),
      measures: [{ fn: said[1]!.toLowerCase() === 'first' ? 'min' : 'max', column: time.name }],
    },
  };
}
