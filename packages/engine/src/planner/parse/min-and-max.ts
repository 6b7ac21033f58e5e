/**
 * "min and max longitude", "lowest and highest salinity": both extremes of one column. The
 * question is read with the second extreme alone; when that reads as one maximum (or minimum) of
 * one column over the rows, with no groups, the other extreme of the same column is added as a
 * second measure. Anything else is left to the question's own reading.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import type { Parsed } from './types';

const LOW = 'min|minimum|lowest|smallest';
const HIGH = 'max|maximum|highest|largest|biggest';
const BOTH = new RegExp(
  `\\b(?:(${LOW})\\s*(?:and|&|/)\\s*(${HIGH})|(${HIGH})\\s*(?:and|&|/)\\s*(${LOW}))\\b`,
  'i',
);

/** The question's reading with both extremes of one column, or undefined when it does not say both. */
export function parseMinAndMax(question: string, parse: (text: string) => Parsed): Parsed | undefined {
  const m = BOTH.exec(question);
  if (!m) return undefined;
  const second = m[2] ?? m[4]!;
  const parsed = parse(question.slice(0, m.index) + second + question.slice(m.index + m[0].length));
  const q: AnalystQuery | undefined = parsed.query;
  if (!q || parsed.clarify || q.kind !== 'aggregate' || q.groupBy.length || q.measures.length !== 1)
    return undefined;
  const [only] = q.measures;
  if (!only?.column || (only.fn !== 'max' && only.fn !== 'min')) return undefined;
  const low = { ...only, fn: 'min' as const };
  const high = { ...only, fn: 'max' as const };
  return { ...parsed, query: { ...q, measures: [low, high] } };
}
