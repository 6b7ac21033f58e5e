import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import type { AnalystQuery } from '@ai-analyst/contract';

// Harvests written here: a crate count, a rank that is never zero and sometimes missing.
const rows = ['Orchard,Variety,Picked On,Crates,Grade Rank'];
const orchards = ['Hillside', 'Brookfield', 'Stonegate'];
const varieties = ['Russet', 'Pippin'];
for (let i = 0; i < 36; i++) {
  const day = String((i % 28) + 1).padStart(2, '0');
  const month = String((i % 12) + 1).padStart(2, '0');
  const rank = i % 5 === 0 ? '' : String((i % 4) + 1);
  rows.push(`${orchards[i % 3]},${varieties[i % 2]},2021-${month}-${day},${10 + ((i * 7) % 23)},${rank}`);
}

const tables = useCsvTables({ harvest: `${rows.join('\n')}\n` });
const ask = (question: string, previousQuery?: AnalystQuery) =>
  tables.ask(question, 'harvest', undefined, previousQuery ? { previousQuery } : {});

describe('every word that decides the number is in the query', () => {
  it('asks when a time unit the answer is split by is not applied', async () => {
    const reply = await ask('average crates in the first week of march');
    expect(reply.clarify).toBeDefined();
    expect(reply.query).toBeUndefined();
  });

  it('reads "no X" over a number that is never zero as a missing value', async () => {
    const reply = await ask('how many harvests have no grade rank');
    expect(reply.query?.filters).toContainEqual({ kind: 'null', column: 'Grade Rank', isNull: true });
  });

  it('keeps the measure of the question a "just …" follow-up narrows', async () => {
    const first = await ask('total crates');
    expect(first.query?.measures).toEqual([{ fn: 'sum', column: 'Crates' }]);
    const next = await ask('just russet', first.query);
    expect(next.query?.measures).toEqual([{ fn: 'sum', column: 'Crates' }]);
  });
});

describe('a question asking for names', () => {
  const count: AnalystQuery = { dataset: 'd', kind: 'aggregate', measures: [{ fn: 'count' }], filters: [], groupBy: [] };
  it('is told from questions asking for a number or choosing between two', async () => {
    const { asksForNames } = await import('./coverage');
    expect(asksForNames('which episodes were written and directed by the same person?')).toBe(true);
    expect(asksForNames('who wrote the most episodes')).toBe(true);
    expect(asksForNames('what teams were relegated')).toBe(true);
    expect(asksForNames('what is the only bridge in norway?')).toBe(true);
    expect(asksForNames('which is longer, the nile or the amazon')).toBe(false);
    expect(asksForNames('what is the total of sales')).toBe(false);
    expect(asksForNames('how many episodes aired in 2012')).toBe(false);
  });
  it('is never answered by one number over all the rows', async () => {
    const { answersOneNumber } = await import('./coverage');
    expect(answersOneNumber(count)).toBe(true);
    expect(answersOneNumber({ ...count, groupBy: [{ column: 'team' }], order: { by: 'measure', dir: 'desc' }, limit: 1 })).toBe(false);
    expect(answersOneNumber({ ...count, kind: 'rows', measures: [] })).toBe(false);
  });
});
