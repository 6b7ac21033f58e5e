/**
 * "the average of the 10 lowest years", "total sales of the top 5 stores", "avg budget of the 3
 * highest grossing films": an aggregation said before a ranking of N rows is the aggregate over
 * those rows (`within`), not the rows themselves. The figure is of the column the rows are ranked
 * by, or of the one other number the ranking shows ("budget" of the films ranked by gross).
 */
import type { AnalystMeasure } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import { isNumeric } from './shape';
import type { Parsed } from './types';

const FN: Record<string, AnalystMeasure['fn']> = {
  average: 'avg',
  avg: 'avg',
  mean: 'avg',
  total: 'sum',
  sum: 'sum',
  combined: 'sum',
  median: 'median',
};
Object.setPrototypeOf(FN, null);

/** The aggregation word, then within a few words the number of rows ranked ("avg of the 10 …"). */
const SAID =
  /\b(average|avg|mean|total|sum|combined|median)\b(?:\s+[a-z]+){0,4}?\s+(?:of|in|for|across|over)\s+(?:the\s+|those\s+|these\s+)?(?:top\s+|bottom\s+|first\s+|last\s+)?(\d+)\b/i;

export function aggregateOfRanked(parsed: Parsed, question: string, index: DatasetIndex): Parsed {
  const q = parsed.query;
  const said = SAID.exec(question);
  if (!q || !said || q.kind !== 'rows' || !q.order || !q.limit || q.limit !== Number(said[2])) return parsed;
  const fn = FN[said[1]!.toLowerCase()];
  const by = index.columns.find((c) => c.name === q.order!.by);
  if (!fn || !by || !isNumeric(by)) return parsed;
  const others = (q.columns ?? [])
    .filter((n) => n !== by.name)
    .map((n) => index.columns.find((c) => c.name === n))
    .filter((c) => c !== undefined && isNumeric(c) && !c.yearLike && c.role !== 'identifier');
  // "the average price of the top 3 products by sales": ranked by the column said after "by"
  const after = question.slice(said.index + said[0].length).toLowerCase();
  const byWords =
    /\bby\s+(?:the\s+|their\s+|its\s+)?(?:highest\s+|lowest\s+|most\s+)?([a-z][a-z\s]*)/
      .exec(after)?.[1]
      ?.split(/\s+/) ?? [];
  const named = (words: string[]) => words.length > 0 && words.every((w) => byWords.includes(w));
  const rankedBy = index.columns.find(
    (c) =>
      isNumeric(c) &&
      !c.yearLike &&
      (named(c.words) ||
        named(
          c.name
            .toLowerCase()
            .split(/[^a-z0-9]+/)
            .filter(Boolean),
        )),
  );
  if (rankedBy && rankedBy.name !== by.name) {
    const { columns: _s, limit: _l, order: _o, offset: _f, ...base } = q;
    return {
      ...parsed,
      query: {
        ...base,
        kind: 'aggregate',
        groupBy: [],
        measures: [{ fn, column: by.name }],
        within: {
          by: rankedBy.name,
          dir: /\b(bottom|lowest|least|fewest|smallest|worst)\b/i.test(question) ? 'asc' : 'desc',
          limit: q.limit,
        },
      },
    };
  }
  const measured = others.length === 1 ? others[0]!.name : by.name;
  const { columns: _shown, limit: _limit, order: _order, offset: _offset, ...rest } = q;
  return {
    ...parsed,
    query: {
      ...rest,
      kind: 'aggregate',
      groupBy: [],
      measures: [{ fn, column: measured }],
      within: { by: by.name, dir: q.order.dir, limit: q.limit },
    },
  };
}
