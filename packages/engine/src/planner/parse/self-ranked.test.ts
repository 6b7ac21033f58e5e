import { describe, expect, it } from 'vitest';
import type { AnalystQuery } from '@ai-analyst/contract';
import { unrankSelf } from './self-ranked';

const ranked = (dir: 'asc' | 'desc'): AnalystQuery => ({
  dataset: 'kilns',
  kind: 'aggregate',
  measures: [{ fn: 'sum', column: 'built' }],
  filters: [],
  groupBy: [{ column: 'built' }],
  order: { by: 'measure', dir },
  limit: 1,
});

describe('a column ranked by a total of itself', () => {
  it('is the column\'s own extreme', () => {
    expect(unrankSelf(ranked('desc'))).toMatchObject({ groupBy: [], measures: [{ fn: 'max', column: 'built' }] });
    expect(unrankSelf(ranked('asc')).measures).toEqual([{ fn: 'min', column: 'built' }]);
    expect(unrankSelf(ranked('asc')).order).toBeUndefined();
  });

  it('leaves a ranking by another column alone', () => {
    const other = { ...ranked('desc'), measures: [{ fn: 'sum' as const, column: 'firings' }] };
    expect(unrankSelf(other)).toBe(other);
  });
});
