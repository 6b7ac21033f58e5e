/**
 * Measures that are the sum of several columns said as one thing: a stay's length or its nights
 * over columns that split the nights (weekend_nights + week_nights), and the guests in total over
 * columns that count them by kind (adults + children + babies), only when the question says
 * "total" or "in total". The question is parsed with the first column in the phrase's place,
 * then the others are added to that measure.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { isNumericType } from '../../data/duck';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import type { Parsed } from './types';

const NIGHTS =
  /\b(length of (?:the |a |their )?stays?|stay lengths?|stay durations?|duration of (?:the |a )?stays?|(?:number of )?nights(?: (?:booked|stayed|spent))?)\b/i;
const GUESTS = /\b(guests|people|persons|travell?ers|visitors)\b/i;
const TOTAL = /\b(total|in total|altogether|in all|combined)\b/i;
const PERSON_KINDS =
  /^(adult|adults|child|children|kid|kids|baby|babies|infant|infants|teen|teens|senior|seniors)$/;

const plainName = (c: IndexedColumn) => c.words.join(' ');
const countLike = (c: IndexedColumn) => isNumericType(c.type) && !c.yearLike && c.flagTrue === undefined;

interface Combination {
  phrase: RegExp;
  columns: IndexedColumn[];
}

function combinationOf(question: string, index: DatasetIndex): Combination | undefined {
  // "over 7 nights" is a condition on the sum, which a filter cannot state: left to the parser
  if (NIGHTS.test(question) && !/\d\s*$/.test(question.slice(0, question.search(NIGHTS)))) {
    const nights = index.columns.filter((c) => countLike(c) && c.words.some((w) => /^nights?$/.test(w)));
    // "stays in week nights" names one of the columns: not the combination
    const before = question.slice(0, question.search(NIGHTS)).trim().split(/\s+/).pop()?.toLowerCase() ?? '';
    if (nights.some((c) => c.words.includes(before) && !/^(of|the|in|number)$/.test(before))) return undefined;
    if (nights.length >= 2 && !nights.some((c) => c.words.includes('total')))
      return { phrase: NIGHTS, columns: nights };
  }
  if (GUESTS.test(question) && TOTAL.test(question)) {
    const kinds = index.columns.filter(
      (c) => isNumericType(c.type) && c.words.length === 1 && PERSON_KINDS.test(c.words[0] as string),
    );
    // a column that already holds the guests' number is the answer itself
    const whole = index.columns.some((c) => countLike(c) && c.words.some((w) => GUESTS.test(w)));
    if (kinds.length >= 2 && !whole) return { phrase: GUESTS, columns: kinds };
  }
  return undefined;
}

const usesColumn = (q: AnalystQuery, name: string) =>
  [...q.filters, ...(q.condition ?? []), ...(q.sides ?? []).flatMap((s) => s.filters)].some(
    (f) => f.column === name,
  ) ||
  q.groupBy.some((g) => g.column === name) ||
  q.pair?.includes(name) === true ||
  (q.columns ?? []).includes(name);

/** Set while the rewritten question is parsed, so that its column name is not combined again. */
let rewriting = false;

/**
 * The question parsed with a combined measure, or undefined when it names none (or uses the
 * combination as a filter or group, which a single column cannot stand for).
 */
export function parseCombined(
  question: string,
  index: DatasetIndex,
  parse: (question: string) => Parsed,
): Parsed | undefined {
  const combination = rewriting ? undefined : combinationOf(question, index);
  if (!combination) return undefined;
  const [first, ...rest] = combination.columns as [IndexedColumn, ...IndexedColumn[]];
  // the phrase is replaced by a column name the parser reads alone: one of the combined columns,
  // or else another plain measure column (words such as "week" or "in" may be read as dates)
  const standIns = [
    ...combination.columns,
    ...index.columns
      .filter((c) => countLike(c) && !combination.columns.includes(c) && c.words.length <= 2)
      .sort((a, b) => a.words.length - b.words.length),
  ].slice(0, 5);
  for (const standIn of standIns) {
    if (new RegExp(`\\b${plainName(standIn)}\\b`, 'i').test(question)) continue;
    let parsed: Parsed;
    rewriting = true;
    try {
      parsed = parse(question.replace(combination.phrase, plainName(standIn)));
    } finally {
      rewriting = false;
    }
    const query = parsed.query;
    if (!query || parsed.clarify || usesColumn(query, standIn.name)) continue;
    const measures = query.measures.filter(
      (m) => m.column === standIn.name && m.fn !== 'count_distinct' && m.fn !== 'missing',
    );
    if (measures.length === 0 || parsed.ignored.length > 0) continue;
    for (const m of measures) {
      m.column = first.name;
      m.plus = rest.map((c) => c.name);
    }
    return parsed;
  }
  return undefined;
}
