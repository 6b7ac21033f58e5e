/**
 * "the first age where …", "the last year when …": "first" or "last" right before a column whose
 * values run in order (an age, a year, a date, a week…) asks for its smallest or largest value
 * among the rows the conditions keep, not its average.
 */
import type { AnalystMeasure } from '@ai-analyst/contract';
import { isTemporalType } from '../../data/duck';
import type { IndexedColumn } from '../schema-index';
import type { Tok } from './types';

const ORDERED_WORDS = new Set(['age', 'year', 'date', 'day', 'week', 'month', 'quarter', 'season', 'time', 'round', 'edition']);

/** Whether a column's values run in an order people count through (ages, years, dates). */
function ordered(c: IndexedColumn): boolean {
  return isTemporalType(c.type) || !!c.yearLike || c.words.some((w) => ORDERED_WORDS.has(w));
}

/**
 * The aggregation "first" / "last" said right before the column's words asks for (min / max),
 * marking the word as used; undefined when neither is said there or the column has no order.
 */
export function firstOrLastOf(toks: Tok[], positions: number[], column: IndexedColumn): AnalystMeasure['fn'] | undefined {
  const before = toks[Math.min(...positions) - 1];
  if (!before || before.used || !/^(first|last|earliest|latest)$/.test(before.word) || !ordered(column)) return undefined;
  before.used = 'shape';
  return /^(first|earliest)$/.test(before.word) ? 'min' : 'max';
}
