/**
 * A count of rows that comes out 1 (or 1 against 1) because its conditions pick one row of a
 * list each time: "how many goals in the 2006 final" read as the number of 2006 finals, "how many
 * more fans came in 2008 than in 2004" as one final against one final. The count is true and says
 * nothing the question asked: the figure meant is one of the row's numbers. The reply asks which,
 * the numbers whose header shares a word with the question first.
 *
 * A count stands when the noun counted names the table's rows or one of its columns ("how many
 * finals in 2006": one is the answer), and when a condition is a range rather than a value
 * ("seasons with over 10 storms": one season meeting it is an answer).
 */
import type { AnalystClarify, AnalystFilter, AnalystQuery } from '@ai-analyst/contract';
import { human } from '../tools/format';
import type { AskDataData } from './ask-data';
import { countsRowsOrSpan, rowFigures } from './parse/one-row-count';
import type { DatasetIndex } from './schema-index';

/** Conditions that pick rows by a value (a name, a year, a date), not by a range. */
function picksByValue(f: AnalystFilter): boolean {
  if (f.kind === 'values') return !f.negate && f.values.length === 1;
  if (f.kind === 'compare') return f.op === '=';
  return f.kind === 'date_range' || (f.kind === 'date_part' && f.values.length === 1);
}

/** The words a condition is said with in a choice: "of Orvo", "in 2006". */
function phraseOf(f: AnalystFilter): string | undefined {
  if (f.kind === 'values') return `of ${String(f.values[0])}`;
  if (f.kind === 'compare') return `where ${human(f.column)} is ${String(f.value)}`;
  if (f.kind === 'date_range') return f.label ? `in ${f.label}` : `from ${f.from} to ${f.to}`;
  if (f.kind === 'date_part' && f.part === 'year') return `in ${f.values[0]}`;
  return undefined;
}

/** The words of a condition that picks rows by a value ("of Orvo", "in 2006"); undefined for a range. */
export const pickedPhrase = (f: AnalystFilter): string | undefined => (picksByValue(f) ? phraseOf(f) : undefined);

const phrase = (filters: AnalystFilter[]) => {
  const parts = filters.map(phraseOf);
  return parts.every((p) => p !== undefined) ? parts.join(' and ') : undefined;
};

/** A length of time asked in units no list of rows is made of ("how many days did it run"). */
export const SHORT_SPAN = /\bhow many (days|weeks|months|hours|minutes|mins|seconds|secs)\b/;

/** Words that ask for a count of rows as such. */
const ROW_COUNT =
  /\bhow many (rows|entries|records|lines|times)\b|\b(appear|appears|listed|mentioned|on the list)\b/;

/**
 * The question back when a bare count of rows came out 1 on each side over conditions that pick
 * one row; undefined when the count stands.
 */
export function askOneRowResult(
  question: string,
  index: DatasetIndex,
  query: AnalystQuery,
  data: AskDataData | undefined,
): AnalystClarify | undefined {
  if (
    !data ||
    index.wide ||
    index.info.rowCount < 5 ||
    query.groupBy.length ||
    query.change ||
    query.derived?.length
  )
    return undefined;
  const bare = query.measures.length === 1 && query.measures[0]!.fn === 'count' && !query.measures[0]!.column;
  if (!bare || (query.kind !== 'aggregate' && query.kind !== 'compare')) return undefined;
  const row = data.rows[0];
  if (data.rows.length !== 1 || !row) return undefined;
  const ones =
    query.kind === 'aggregate'
      ? data.valueKeys.length === 1 && Number(row[data.valueKeys[0]!]) === 1
      : Number(row.a) === 1 && Number(row.b) === 1;
  if (!ones) return undefined;
  const sides =
    query.kind === 'compare' ? (query.sides ?? []) : [{ label: '', filters: [] as AnalystFilter[] }];
  const conditions = sides.map((side) => [...query.filters, ...side.filters]);
  if (conditions.some((c) => c.length === 0 || !c.every(picksByValue))) return undefined;
  const text = question.toLowerCase();
  // ("how many days did the 2010 one last": a length of time asked, never the one row counted)
  const span = SHORT_SPAN.test(text);
  if (ROW_COUNT.test(text) || (countsRowsOrSpan(text, index) && !span)) return undefined;
  const used = new Set(conditions.flat().map((f) => f.column));
  const options = rowFigures(index, used, question).slice(0, 3);
  const where = conditions.map(phrase);
  if (where.some((w) => w === undefined)) return undefined;
  if (options.length === 0 && span && query.kind === 'aggregate')
    return {
      question: `${where[0]!.replace(/^\w+ /, '')} is one row of ${index.info.name}, so counting rows gives 1, and no column holds that length of time. It holds ${index.columns.map((c) => human(c.name)).join(', ')}.`,
      choices: [],
    };
  if (options.length === 0) return undefined;
  const choices =
    query.kind === 'compare'
      ? options.map((c) => `compare the ${human(c.name)} ${where[0]} and ${where[1]}`)
      : options.map((c) => `what is the ${human(c.name)} ${where[0]}`);
  const subject =
    query.kind === 'compare'
      ? `${sides[0]!.label} and ${sides[1]!.label} are one row each`
      : `${where[0]!.replace(/^\w+ /, '')} is one row`;
  return {
    question: `${subject} of ${index.info.name}, so counting rows gives 1. Which of ${query.kind === 'compare' ? 'their' : 'its'} figures did you mean?`,
    choices,
  };
}
