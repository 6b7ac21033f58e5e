/**
 * "Which direction is most common", "which batch has the most readings": the value found in the
 * most rows. When every value shown is found in the same number of rows (a grid of directions ×
 * bins, ten batches of six samples, a list where each name stands once), counting rows picks
 * nothing: the question meant a figure of the rows, not their number. The reply says so and asks
 * which figure, instead of naming every value as tied; over a table of counts the parser's reading,
 * which adds the count column up, answers instead.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { human } from '../../tools/format';
import type { Answer } from '../answer';
import { clarifyingAnswer } from '../clarifying-answer';
import { isLevel, isNumeric, weightColumn } from '../parse/shape';
import type { DatasetIndex } from '../schema-index';
import type { TableQuery } from './query';

/** Fewest values that must all tie before the count is said to pick nothing. */
const MIN_TIED = 3;

/** Whether the rows of a "found in the most rows" ranking all hold the same count. */
export function countsAllEven(query: TableQuery, rows: readonly Record<string, unknown>[]): boolean {
  if (query.kind !== 'most' || rows.length < MIN_TIED) return false;
  const first = Number(rows[0]?.rows);
  return rows.every((r) => Number(r.rows) === first);
}

/**
 * The question back when a ranking by number of rows ties every value; 'parser' when the table has
 * a column saying how many things each row stands for (`count`, `frequency`): the parser's
 * reading adds that column up; undefined when the ranking stands.
 */
export function askEvenCounts(
  dataset: string,
  index: DatasetIndex,
  question: string,
  query: TableQuery,
  rows: readonly Record<string, unknown>[],
  parsed?: AnalystQuery,
): Answer | 'parser' | undefined {
  if (query.kind !== 'most' || !countsAllEven(query, rows)) return undefined;
  // (only when the parser's reading does add the count column up)
  const weight = weightColumn(index);
  if (weight && parsed?.measures.some((m) => m.fn === 'sum' && m.column === weight.name)) return 'parser';
  const n = Number(rows[0]?.rows);
  const said = new Set(question.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w.length > 2));
  const figures = index.columns.filter(
    (c) => isNumeric(c) && c.role !== 'identifier' && !c.yearLike && c.flagTrue === undefined && c.name !== query.target,
  );
  const shares = (c: (typeof figures)[number]) => c.words.some((w) => said.has(w));
  const ordered = [...figures.filter(shares), ...figures.filter((c) => !shares(c))];
  const end = query.dir === 'desc' ? 'highest' : 'lowest';
  const target = human(query.target);
  const choices = ordered.slice(0, 3).map((c) => `which ${target} has the ${end} ${isLevel(c) ? 'average' : 'total'} ${human(c.name)}`);
  const each = n === 1 ? 'once' : `in ${n} rows`;
  return clarifyingAnswer(
    dataset,
    {
      question: `Every ${target} of ${dataset} shown is found ${each}, so counting rows picks none of them.${
        choices.length ? ' Which figure did you mean?' : ' What should they be ranked by?'
      }`,
      choices,
    },
    0.3,
  );
}
