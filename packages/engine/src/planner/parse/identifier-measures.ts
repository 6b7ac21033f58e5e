/**
 * An identifier added up or averaged ("total Check #", "avg reading"): the numbers name rows, so
 * their sum means nothing. A count asked counts the rows; beside another figure the identifier is
 * dropped (the noun that matched it names the rows the figure is over: "avg net pay per check");
 * over rows a condition picks it is shown; otherwise the reply asks what was meant.
 */
import type { AnalystMeasure, AnalystQuery } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import type { DatasetIndex } from '../schema-index';
import { identifierLike } from './identifiers';
import type { Parsed } from './types';

const COUNT_WORDS = /\b(how many|count|number of|no\. of|#)\b/;

/** The parse read again when it adds up or averages an identifier; undefined when none is. */
export function readSummedIdentifier(
  text: string,
  index: DatasetIndex,
  parsed: Parsed,
  examples: string[],
): Parsed | undefined {
  const q = parsed.query as AnalystQuery;
  const isId = (m: AnalystMeasure) => {
    const c = index.columns.find((x) => x.name === m.column);
    return !!c && identifierLike(c);
  };
  const idAt = q.measures.findIndex((m) => isId(m) && /^(sum|avg|median|stddev)$/.test(m.fn));
  if (idAt < 0) return undefined;
  const column = q.measures[idAt]!.column!;
  if (COUNT_WORDS.test(text) || q.kind === 'percent' || q.kind === 'share')
    return {
      ...parsed,
      query: { ...q, measures: q.measures.map((m, i) => (i === idAt ? { fn: 'count' } : m)) },
    };
  // "avg net pay per check": beside another figure, the noun that matched the identifier names
  // the rows the figure is taken over, not a second figure
  if ((q.kind === 'aggregate' || q.kind === 'compare') && q.measures.some((m) => !isId(m)))
    return { ...parsed, query: { ...q, measures: q.measures.filter((m) => !isId(m)) } };
  if (q.kind === 'aggregate' && !q.groupBy.length && q.filters.length && q.measures.length === 1)
    return {
      ...parsed,
      query: {
        dataset: q.dataset,
        kind: 'rows',
        measures: [],
        filters: q.filters,
        groupBy: [],
        columns: [column],
        limit: 20,
      },
    };
  return {
    ignored: [human(column)],
    confidence: 0.2,
    clarify: {
      question: `${human(column)} identifies rows; adding it up or averaging it means nothing. Did you mean one of these?`,
      choices: [
        ...new Set([`how many distinct ${human(column)}`, `how many rows by ${human(column)}`, ...examples]),
      ]
        .filter((c) => c.trim() !== '')
        .slice(0, 3),
    },
  };
}
