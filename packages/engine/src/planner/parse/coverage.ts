/**
 * Coverage of the finished query: every word of the question that decides the number must leave
 * a trace in the query that runs. A word that names a column the query does not use ("avg first
 * week sales … vs …" answered with row counts), an aggregation word the query does not apply
 * ("total", "average", "different"), a time unit the query neither groups nor filters by ("per
 * year", "at each hour", "the first week of march") makes the reply one clarifying question
 * whose choices come from the data's real columns, never a confident answer to another question.
 */
import type { AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import { canonical, FUNCTION_WORDS } from '../lexicon';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { splitWords, stem } from '../text';
import { isNumeric } from './shape';

export interface CoverageGap {
  /** What was not applied, in words. */
  said: string;
  choices: string[];
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

/** Words of the stored values a query filters on. */
function valueWords(q: AnalystQuery): Set<string> {
  const out = new Set<string>();
  for (const f of filtersOf(q)) {
    const values = f.kind === 'values' ? f.values : 'value' in f ? [f.value] : [];
    for (const v of values) for (const w of splitWords(String(v).toLowerCase())) out.add(stem(w));
    if ('label' in f && typeof f.label === 'string') for (const w of splitWords(f.label.toLowerCase())) out.add(stem(w));
  }
  for (const s of q.sides ?? []) for (const w of splitWords(s.label.toLowerCase())) out.add(stem(w));
  return out;
}

const forms = (c: IndexedColumn): Set<string> =>
  new Set([...c.words, ...c.stems, ...c.words.map(stem), ...splitWords(c.name.toLowerCase()).map(stem)]);

/** Words that shape the answer rather than name a column ("first", "total", "number", "date"). */
const SHAPE_WORDS =
  /^(first|last|total|totals|sum|number|count|avg|average|mean|median|max|maximum|min|minimum|highest|lowest|most|least|top|bottom|rate|value|values|amount|date|dates|time|year|years|month|months|day|days|name|names|type|types|code|codes|per|each|all|data|row|rows|record|records)$/;

const questionWords = (text: string) => text.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];

/**
 * A word naming, by its own words, a column the query does not read, when no column the query
 * reads, no value it filters on and no word of the data's name accounts for it.
 */
function droppedColumn(text: string, q: AnalystQuery, index: DatasetIndex): IndexedColumn | undefined {
  const used = queryColumns(q);
  const usedForms = new Set(
    index.columns.filter((c) => used.has(c.name)).flatMap((c) => [...forms(c)]),
  );
  const values = valueWords(q);
  const own = new Set([...index.stems, ...splitWords(index.info.name.toLowerCase()).map(stem)]);
  for (const w of questionWords(text)) {
    // a verb carries the sentence ("released", "won", "playing"), it does not name a measure
    if (w.length < 4 || FUNCTION_WORDS.has(w) || SHAPE_WORDS.test(w) || /(ed|ing)$/.test(w)) continue;
    const s = stem(w);
    const c = canonical(w);
    if (usedForms.has(w) || usedForms.has(s) || usedForms.has(c) || values.has(s) || own.has(s)) continue;
    if (index.valueWords.has(w) || index.valueWords.has(s)) continue;
    // the column naming each row ("how many nations", "all films") is what rows stand for
    const named = index.columns.filter(
      (col) =>
        !used.has(col.name) &&
        !(/CHAR/i.test(col.type) && col.uniqueness >= 0.8) &&
        col.flagTrue === undefined &&
        (col.words.includes(w) || col.words.includes(c) || col.stems.includes(s)),
    );
    if (named.length >= 1) return named[0];
  }
  return undefined;
}

const hasMeasure = (q: AnalystQuery, fn: RegExp) => q.measures.some((m) => fn.test(m.fn));
const columnSays = (q: AnalystQuery, index: DatasetIndex, word: RegExp) => {
  const used = queryColumns(q);
  return index.columns.some((c) => used.has(c.name) && c.words.some((w) => word.test(w)));
};

const AVERAGE = /\b(avg|average|averages|mean)\b/;
const TOTAL = /\b(total|sum)\b(?!\s+(number|count|of rows|rows))/;
const DISTINCT = /\b(distinct|different|diffrent|unique)\b/;
/** A time unit the answer is split by ("per year", "at each hour of the day", "by month"). */
const PER_UNIT = /\b(?:per|by|each|every|for each|at each)\s+(hour|day|week|month|quarter|year|decade)s?\b|\b(hour|day|week|month)\s+of\s+the\s+(day|week|year)\b/;
/** A part of a period said by its order ("the first week of march", "last day of 2015"). */
const PERIOD_PART = /\b(first|last|second|third|fourth|final)\s+(hour|day|week|fortnight)s?\s+(of|in)\b/;

/** What the query left out of the question's words, with choices built from the data; undefined when all is covered. */
export function coverageGap(text: string, q: AnalystQuery, index: DatasetIndex): CoverageGap | undefined {
  if (q.kind === 'correlation') return undefined;
  const numbers = index.columns.filter((c) => isNumeric(c) && c.flagTrue === undefined);
  const base = text.trim().replace(/[?.!]+$/, '');
  const dropped = droppedColumn(text, q, index);
  if (dropped) {
    const name = human(dropped.name);
    const choices = isNumeric(dropped)
      ? [`${base} (average ${name})`, `${base} (total ${name})`]
      : [`${base} (by ${name})`, `${base} (rows with ${name})`];
    return { said: name, choices };
  }
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
  if (DISTINCT.test(text) && !hasMeasure(q, /^count_distinct$/) && q.groupBy.length === 0 && q.kind === 'aggregate') {
    const names = index.columns.filter((c) => /CHAR/i.test(c.type) && c.distinct > 1 && c.uniqueness < 0.9);
    return { said: 'the distinct values', choices: names.slice(0, 3).map((c) => `how many distinct ${human(c.name)}`) };
  }
  const unit = PER_UNIT.exec(text);
  if (unit && q.groupBy.length === 0 && (q.kind === 'aggregate' || q.kind === 'share')) {
    const u = unit[1] ?? unit[1 + 1]!;
    return { said: `"${unit[0]}"`, choices: rest.map((n) => `average ${n} by ${u}`) };
  }
  const part = PERIOD_PART.exec(text);
  if (part && !q.filters.some((f) => f.kind === 'date_range' || (f.kind === 'date_part' && /^(week|day|hour)$/.test(f.part))))
    return { said: `"${part[0].replace(/\s+(of|in)$/, '')}"`, choices: [base.replace(part[0], 'in'), ...rest.slice(0, 1).map((n) => `average ${n} by week`)] };
  return undefined;
}
