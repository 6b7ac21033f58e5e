import { describe, expect, it } from 'vitest';
import type { AnalystQuery } from '@ai-analyst/contract';
import { useCsvTables } from '../csv-test-tables';
import { parseRankingEnd } from './ranking-end';

// An invented table: stalls of a market and their takings.
const STALLS = `stall,takings
Apples,120
Bread,340
Cheese,90
Dates,410
Eggs,60
Figs,220
`;
const tables = useCsvTables({ stalls: STALLS });

const TOP3: AnalystQuery = {
  dataset: 'stalls',
  kind: 'aggregate',
  measures: [{ fn: 'sum', column: 'takings' }],
  filters: [],
  groupBy: [{ column: 'stall' }],
  order: { by: 'measure', dir: 'desc' },
  limit: 3,
};

describe('a follow-up asking for the other end of a ranking', () => {
  it('turns the ranking round with the number said, or the number it had', () => {
    expect(parseRankingEnd('and the bottom two?', TOP3)?.query).toMatchObject({
      order: { dir: 'asc' },
      limit: 2,
    });
    expect(parseRankingEnd('what about the top 5', TOP3)?.query).toMatchObject({
      order: { dir: 'desc' },
      limit: 5,
    });
    expect(parseRankingEnd('and the worst ones', TOP3)?.query).toMatchObject({
      order: { dir: 'asc' },
      limit: 3,
    });
  });

  it('is not read after a query that ranked nothing, nor for a question of its own', () => {
    const total: AnalystQuery = { ...TOP3, groupBy: [] };
    delete total.order;
    delete total.limit;
    expect(parseRankingEnd('and the bottom two?', total)).toBeUndefined();
    expect(parseRankingEnd('top 3 stalls by takings', TOP3)).toBeUndefined();
    expect(parseRankingEnd('and the bottom two?', undefined)).toBeUndefined();
  });

  it('answers the bottom of the ranking asked before', async () => {
    const first = await tables.ask('top 3 stalls by takings', 'stalls');
    expect(first.markdown).toContain('Dates');
    const next = await tables.ask('and the bottom two?', 'stalls', first);
    expect(next.markdown).toContain('Eggs');
    expect(next.markdown).toContain('Cheese');
    expect(next.markdown).not.toContain('Dates');
  });
});
