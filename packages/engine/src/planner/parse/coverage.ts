/**
 * Coverage of the finished query: every word of the question that decides the number must leave
 * a trace in the query that runs. An aggregation word the query does not apply
 * ("total", "average", "different"), a time unit the query neither groups nor filters by ("per
 * year", "at each hour", "the first week of march") makes the reply one clarifying question
 * whose choices come from the data's real columns, never a confident answer to another question.
 */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import type { DatasetIndex } from '../schema-index';
import { isNumeric } from './shape';

export interface CoverageGap {
  /** What was not applied, in words. */
  said: string;
  choices: string[];
  /** The whole sentence to ask with, when the gap is better said otherwise. */
  message?: string;
}

const filtersOf = (q: AnalystQuery): AnalystFilter[] => [
  ...q.filters,
  ...(q.condition ?? []),
  ...(q.sides ?? []).flatMap((s) => s.filters),
];

/** The columns a query reads. */
export function queryColumns(q: AnalystQuery): Set<string> {
  const out = new Set<string>();
  for (const m of q.measures) if (m.column) out.add(m.column);
  for (const f of filtersOf(q)) out.add(f.column);
  for (const g of q.groupBy) out.add(g.column);
  if (q.order && q.order.by !== 'measure') out.add(q.order.by);
  for (const c of q.columns ?? []) out.add(c);
  for (const c of q.pair ?? []) out.add(c);
  return out;
}

// a figure per period or per unit ("avg daily revenue") is an average
const hasMeasure = (q: AnalystQuery, fn: RegExp) =>
  q.measures.some((m) => fn.test(m.fn) || (m.per && fn.test('avg')));
const columnSays = (q: AnalystQuery, index: DatasetIndex, word: RegExp) => {
  const used = queryColumns(q);
  return index.columns.some((c) => used.has(c.name) && c.words.some((w) => word.test(w)));
};

const AVERAGE = /\b(avg|average|averages|mean)\b/;
const TOTAL = /\b(total|sum)\b(?!\s+(number|count|of rows|rows))/;
const DISTINCT = /\b(distinct|different|diffrent|unique)\b/;
/** A time unit the answer is split by ("per year", "at each hour of the day", "by month"). */
const PER_UNIT =
  /\b(?:per|by|each|every|for each|at each)\s+(hour|day|week|month|quarter|year|decade)s?\b|\b(hour|day|week|month)\s+of\s+the\s+(day|week|year)\b/;
/** A part of a period said by its order ("the first week of march", "last day of 2015"). */
const PERIOD_PART = /\b(first|last|second|third|fourth|final)\s+(hour|day|week|fortnight)s?\s+(of|in)\b/;

/** What the query left out of the question's words, with choices built from the data; undefined when all is covered. */
export function coverageGap(text: string, q: AnalystQuery, index: DatasetIndex): CoverageGap | undefined {
  if (q.kind === 'correlation') return undefined;
  const numbers = index.columns.filter((c) => isNumeric(c) && c.flagTrue === undefined);
  const base = text.trim().replace(/[?.!]+$/, '');
  const rest = numbers.slice(0, 3).map((c) => human(c.name));
  if (AVERAGE.test(text) && !hasMeasure(q, /^avg$/) && !columnSays(q, index, AVERAGE) && q.kind !== 'rows')
    return { said: 'the average', choices: rest.map((n) => `${base} (average ${n})`) };
  if (
    TOTAL.test(text) &&
    !hasMeasure(q, /^(sum|count)$/) &&
    !columnSays(q, index, /^(total|sum)$/) &&
    q.kind !== 'share'
  )
    return { said: 'the total', choices: rest.map((n) => `${base} (total ${n})`) };
  if (
    DISTINCT.test(text) &&
    !hasMeasure(q, /^count_distinct$/) &&
    q.groupBy.length === 0 &&
    q.kind === 'aggregate'
  ) {
    const names = index.columns.filter((c) => /CHAR/i.test(c.type) && c.distinct > 1 && c.uniqueness < 0.9);
    // "how many unique customers" with no column of customers: say that, not a gap in words
    const noun = new RegExp(`${DISTINCT.source}\\s+([a-z]+)`).exec(text)?.[2];
    const held = noun && index.columns.some((c) => c.words.some((w) => noun.startsWith(w) || w.startsWith(noun.replace(/s$/, ''))));
    return {
      said: 'the distinct values',
      choices: names.slice(0, 3).map((c) => `how many distinct ${human(c.name)}`),
      ...(noun && !held
        ? { message: `No column of ${index.info.name} holds ${noun}, so I cannot count distinct ones. Did you mean one of these?` }
        : {}),
    };
  }
  const unit = PER_UNIT.exec(text);
  const u = unit ? (unit[1] ?? unit[1 + 1]!) : '';
  // "avg per decade" over a table with one row per decade: the average over the rows is per decade
  const perRow = index.columns.some(
    (c) =>
      c.words.includes(u.toLowerCase()) &&
      (c.values.size > 0 ? c.values.size : c.distinct) === index.info.rowCount,
  );
  if (
    unit &&
    !perRow &&
    q.groupBy.length === 0 &&
    (q.kind === 'aggregate' || q.kind === 'share') &&
    !q.measures.some((m) => m.per)
  ) {
    return { said: `"${unit[0]}"`, choices: rest.map((n) => `average ${n} by ${u}`) };
  }
  const part = PERIOD_PART.exec(text);
  if (
    part &&
    !q.filters.some(
      (f) => f.kind === 'date_range' || (f.kind === 'date_part' && /^(week|day|hour)$/.test(f.part)),
    )
  )
    return {
      said: `"${part[0].replace(/\s+(of|in)$/, '')}"`,
      choices: [base.replace(part[0], 'in'), ...rest.slice(0, 1).map((n) => `average ${n} by week`)],
    };
  return undefined;
}

/**
 * A question that asks for names: "which episodes …", "who directed …", "what teams …" (not "which
 * is larger, A or B", "which year", nor "what is the total"). Whose answer is a label, never one number.
 */
export function asksForNames(text: string): boolean {
  const q = text.toLowerCase();
  // "what is the only bridge in norway?", "what are the names of …"
  if (/^\s*what(?:'s|\s+is|\s+was|\s+are|\s+were)\s+the\s+(only|names?)\b/.test(q)) return true;
  if (/\b(which|what)\s+(one|is|was|are|were|has|had|of|came|comes)\b/.test(q) || /,?\s+or\s+/.test(q))
    return false;
  return (
    /^\s*(?:(?:and|so|ok|then)\s+)?(?:which|who|whom)\b/.test(q) ||
    /^\s*what\s+\w+s\s+(were|are|did|have|had)\b/.test(q)
  );
}

/** One number over all the matching rows: no groups, no rows shown, no ranking, no two sides. */
export function answersOneNumber(q: AnalystQuery): boolean {
  return (
    (q.kind === 'aggregate' || q.kind === 'percent') && q.groupBy.length === 0 && !q.order && !q.sides?.length
  );
}
