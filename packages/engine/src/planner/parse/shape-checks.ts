/**
 * The typed query's shape checked against the question's words once it is read: a ranking that
 * ranks nothing, an extreme asked with "which" answered by the number alone, a change ("yoy") or a
 * breakdown the query lost, an average asked of groups answered by one row, a count answered by
 * averages, names answered by one number, "total" read as an average, and every word that decides
 * the number left without a trace. Each gives a clarifying question or the query reshaped.
 */
import type { AnalystMeasure } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { totalOfValueColumn } from './business-guards';
import { answersOneNumber, asksForNames, coverageGap } from './coverage';
import { labelColumn } from './shape';
import type { Parsed } from './types';

const AVERAGE_WORDS = /\b(avg|average|averages|mean|on average|typical|per)\b/;
export const RANKING =
  /\b(top|bottom)\s+\d+\b|\b(highest|lowest|most|least|fewest|biggest|smallest|largest|best|worst)\b/;
/** A change from one period to the one before it, said by its short name ("yoy", "month over month"). */
const PERIOD_CHANGE =
  /\b(yoy|mom|wow|qoq|(?:year|month|week|quarter)[\s-]over[\s-](?:year|month|week|quarter))\b/;

const measureWords = (m: AnalystMeasure): string => {
  const of = m.column ? human(m.column) : 'rows';
  switch (m.fn) {
    case 'count':
      return m.column ? `number of ${of}` : 'number of rows';
    case 'count_distinct':
      return `number of distinct ${of}`;
    case 'avg':
      return `average ${of}`;
    case 'sum':
      return `total ${of}`;
    case 'min':
      return `lowest ${of}`;
    case 'max':
      return `highest ${of}`;
    case 'median':
      return `median ${of}`;
    default:
      return of;
  }
};

/**
 * A clarifying question. `firm` when nothing could answer the question as asked (arithmetic
 * between columns, a period over data without dates, a follow-up with nothing to follow): no
 * other stage should then answer it anyway.
 */
export const ask = (question: string, choices: string[], ignored: string[] = [], firm = false): Parsed => ({
  ignored,
  confidence: 0.2,
  clarify: { question, choices: [...new Set(choices)].filter((c) => c.trim() !== '').slice(0, 3) },
  ...(firm ? { firm } : {}),
});

/** Text columns a ranking could be over: a handful to a few hundred groups. */
const groupColumns = (index: DatasetIndex): IndexedColumn[] =>
  index.columns.filter(
    (c) => /CHAR/i.test(c.type) && c.distinct >= 2 && c.distinct <= 300 && c.uniqueness < 0.5,
  );

/** The parse reshaped or asked about when its shape is not the question's; undefined when it holds. */
export function checkShape(
  text: string,
  index: DatasetIndex,
  parsed: Parsed,
  examples: string[],
): Parsed | undefined {
  const q = parsed.query;
  if (!q) return undefined;
  const name = index.info.name;
  const ranked =
    q.kind !== 'aggregate' || q.groupBy.length > 0 || q.order !== undefined || q.within !== undefined;
  const plain =
    q.measures.length > 0 && q.measures.every((m) => /^(sum|avg|count|count_distinct|median)$/.test(m.fn));
  const groups = groupColumns(index);
  const measure = q.measures[0];
  // "top 3 industries by …", "lowest avg rate by industry": a ranking that ranks nothing
  const ranking = RANKING.exec(text.replace(/\bat (least|most)\b/g, ''));
  const columnWord = ranking !== null && index.columns.some((c) => c.words.includes(ranking[0]));
  if (ranking && !columnWord && !ranked && plain && measure) {
    const dir = /^(lowest|least|fewest|smallest|worst|bottom)/.test(ranking[0]) ? 'lowest' : 'highest';
    return ask(`I could not tell what to rank by "${ranking[0]}" in ${name}. Did you mean one of these?`, [
      ...groups.slice(0, 3).map((c) => `which ${human(c.name)} has the ${dir} ${measureWords(measure)}`),
      ...examples,
    ]);
  }

  // "highest rate ever recorded, which industry" answered with the number alone: the row(s) holding it
  const extreme = q.measures[0];
  if (
    /\b(which|who)\b/.test(text) &&
    q.kind === 'aggregate' &&
    !q.groupBy.length &&
    q.measures.length === 1 &&
    extreme?.column &&
    (extreme.fn === 'max' || extreme.fn === 'min')
  ) {
    const label = labelColumn(index, extreme.column);
    if (!label)
      return ask(
        `${name} has no column that names its rows, so I cannot say which one. Did you mean one of these?`,
        [`${extreme.fn === 'max' ? 'highest' : 'lowest'} ${human(extreme.column)}`, ...examples],
      );
    return {
      ...parsed,
      query: {
        dataset: q.dataset,
        kind: 'rows',
        measures: [],
        filters: q.filters,
        groupBy: [],
        columns: [label.name, extreme.column],
        order: { by: extreme.column, dir: extreme.fn === 'max' ? 'desc' : 'asc' },
        limit: 1,
      },
    };
  }

  // "yoy growth for november" answered with one total: the change asked for was lost
  const changeWord = PERIOD_CHANGE.exec(text);
  if (
    changeWord &&
    !q.change &&
    q.kind !== 'compare' &&
    !q.sides &&
    !index.columns.some((c) => c.words.some((w) => changeWord[0].includes(w))) &&
    !index.valueIndex.has(changeWord[0])
  )
    return ask(
      `I could not tell how to compute the "${changeWord[0]}" you asked for in ${name}. Did you mean one of these?`,
      [
        ...(measure ? [`${measureWords(measure)} by month`, `${measureWords(measure)} by year`] : []),
        ...examples,
      ],
      [changeWord[0]],
    );

  // "income breakdown for new york" answered with one number: the groups were lost
  const breakdown = /\b(breakdown|broken down|distribution|split)\b/.exec(text);
  if (breakdown && q.kind === 'aggregate' && !q.groupBy.length && measure && groups.length)
    return ask(`I could not tell what to break down by in ${name}. Did you mean one of these?`, [
      ...groups.slice(0, 3).map((c) => `${measureWords(measure)} by ${human(c.name)}`),
      ...examples,
    ]);

  // "which industry has the highest rate on average" answered with one row: the average was lost
  // ("votes per seat" ranks rows by a ratio: its "per" asks for no average)
  const ratioRanked = q.derived?.some((d) => d.op === '/' && d.name === q.order?.by) === true;
  const averageSaid = AVERAGE_WORDS.test(ratioRanked ? text.replace(/\bper\b/g, ' ') : text);
  if (q.kind === 'rows' && averageSaid && /\b(which|what|who)\b/.test(text) && q.order) {
    const by = q.order.by;
    const dir = q.order.dir === 'asc' ? 'lowest' : 'highest';
    return ask(
      `Do you mean the single row with the ${dir} ${human(by)}, or the group whose average is ${dir}?`,
      [
        ...groups.slice(0, 2).map((c) => `which ${human(c.name)} has the ${dir} average ${human(by)}`),
        `the row with the ${dir} ${human(by)}`,
      ],
    );
  }

  // "how many days closed above 30 … than it opened" answered with averages
  if (
    (/\bhow many\b/.test(text) ||
      (/\bnumber of\b/.test(text) &&
        !/\b(max|maximum|min|minimum|avg|average|mean|median|total|highest|lowest|largest|smallest|biggest)\s+number of\b/.test(
          text,
        ))) &&
    !AVERAGE_WORDS.test(text) &&
    q.measures.length > 0 &&
    q.measures.every((m) => /^(avg|median|min|max|stddev|percentile)$/.test(m.fn))
  )
    return ask(`I could not tell what to count in ${name}. Did you mean one of these?`, [
      'how many rows are there?',
      ...examples,
    ]);

  // "which episodes …", "who …" ask for names: one number for all the rows answers another question
  if (asksForNames(text) && answersOneNumber(q))
    return ask(
      `I found only a single number for that in ${name}, not the names you asked for. Did you mean one of these?`,
      examples,
    );

  // "total speakers of the X languages" over a column named "Total speakers": the word names the
  // column and asks for the sum; an average is read only when the question says it
  const only = q.measures[0];
  if (
    q.measures.length === 1 &&
    only?.fn === 'avg' &&
    only.column &&
    /\btotal\b/.test(text) &&
    !AVERAGE_WORDS.test(text) &&
    /\btotal\b/i.test(only.column) &&
    q.groupBy.length === 0
  )
    return { ...parsed, query: { ...q, measures: [{ ...only, fn: 'sum' }] } };

  // "total refunded" read as the rows with status Refunded: the total is of the money column
  // named by the same word (refund amount), over those rows
  const totalOf = totalOfValueColumn(text, q, index);
  if (totalOf) return { ...parsed, query: { ...q, measures: [{ fn: 'sum', column: totalOf.name }] } };

  // every word that decides the number must have left a trace in the query
  const gap = coverageGap(text, q, index);
  if (gap)
    return ask(
      gap.message ?? `I could not apply ${gap.said} in the answer I found for ${name}. Did you mean one of these?`,
      gap.choices,
      [gap.said],
    );

  return undefined;
}
