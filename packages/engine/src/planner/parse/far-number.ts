/**
 * "what share of years were over 50" over a yearly series whose years start in 1700: the number
 * lies far outside the years, so every row (or no row) meets the condition as read. When the table
 * holds one measure besides the column read and that measure's values span the number, the
 * condition was meant for the measure: it moves there. Otherwise the out-of-range check asks.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import type { DatasetIndex, IndexedColumn } from '../schema-index';
import { measuresBesides } from './one-row-groups';
import { farOutside } from './out-of-range';

type Filter = AnalystQuery['filters'][number];

/**
 * The table's one measure a far-outside number condition on `column` was meant for: its values
 * span the number and the column read is not itself a measure. Undefined when the condition
 * stands or which column was meant is to be asked.
 */
export function measureFor(
  index: DatasetIndex,
  column: string,
  op: string,
  value: number,
): IndexedColumn | undefined {
  const read = index.columns.find((c) => c.name === column);
  if (!read || !farOutside(read, op, value)) return undefined;
  const measures = measuresBesides(index, read.name);
  const measure = measures.length === 1 ? measures[0]! : undefined;
  // the column read is itself a measure: which of two measures was meant is asked, not guessed
  if (!measure || measuresBesides(index, measure.name).includes(read)) return undefined;
  if (measure.min === undefined || measure.max === undefined) return undefined;
  return value >= measure.min && value <= measure.max ? measure : undefined;
}

/**
 * The query with each far-outside number condition moved to the table's one measure whose range
 * holds the number, or undefined when no condition moves.
 */
export function moveFarNumber(index: DatasetIndex, q: AnalystQuery): AnalystQuery | undefined {
  let moved = false;
  const move = <F extends Filter>(f: F): F => {
    if (f.kind !== 'compare' || typeof f.value !== 'number') return f;
    const measure = measureFor(index, f.column, f.op, f.value);
    if (!measure) return f;
    moved = true;
    return { ...f, column: measure.name };
  };
  const next: AnalystQuery = {
    ...q,
    filters: q.filters.map(move),
    ...(q.condition ? { condition: q.condition.map(move) } : {}),
  };
  return moved ? next : undefined;
}
