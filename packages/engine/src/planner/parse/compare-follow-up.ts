/**
 * Follow-ups asking how two sides compared just now differ: "% change between those two", "what's
 * the difference between them", "how much more is that". The previous comparison already computes
 * the difference and the % change of its two sides, so it runs again as it was.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex } from '../schema-index';
import type { Parsed } from './types';

/** Words asking for a difference, a change or a ratio. */
const ASKS_CHANGE =
  /%|\b(percent|percentage|change|difference|diff|gap|ratio|growth|increase|decrease|how much (more|less|higher|lower|bigger|smaller))\b/;
/** Words pointing back at the two sides. */
const POINTS_TWO = /\b(those two|these two|the two|both|them|those|these|that|it|between)\b/;

export function parseCompareFollowUp(
  question: string,
  index: DatasetIndex,
  previous: AnalystQuery | undefined,
): Parsed | undefined {
  if (!previous || previous.dataset !== index.info.name || previous.kind !== 'compare' || !previous.sides) return undefined;
  const text = question.toLowerCase().replace(/[?!.,]+/g, ' ').replace(/\s+/g, ' ').trim();
  if (text.split(' ').length > 8 || !ASKS_CHANGE.test(text) || !POINTS_TWO.test(text)) return undefined;
  // anything naming a year, a value or a column of its own is a new comparison, not this one
  if (/\d/.test(text.replace(/%/g, ''))) return undefined;
  const query: AnalystQuery = structuredClone(previous);
  delete query.chart;
  return { query, ignored: [], confidence: 0.85, placed: 1, followUp: true };
}
