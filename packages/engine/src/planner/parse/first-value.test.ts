/**
 * "first" / "last" before a column whose values run in order, centuries said as "the 1800s", a
 * range added up, a share of an amount and a change word no reading computes,
 * on an invented table of yearly readings.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { parseQuestion } from '../parse';
import { indexDataset } from '../schema-index';

const lines = ['Year,Group,Age,Remaining years'];
for (let age = 0; age <= 40; age++) {
  lines.push(`${1790 + age * 5},A,${age},${(60 - age * 1.4).toFixed(1)}`);
  lines.push(`${1790 + age * 5},B,${age},${(65 - age * 1.5).toFixed(1)}`);
}
const tables = useCsvTables({ survival: lines.join('\n') });

async function query(question: string): Promise<AnalystQuery> {
  const parsed = parseQuestion(question, await indexDataset(tables.registry, 'survival'));
  expect(parsed.clarify?.question, question).toBeUndefined();
  return parsed.query as AnalystQuery;
}

describe('first and last before an ordered column', () => {
  it('"the first age where …" is the smallest age meeting the condition', async () => {
    const q = await query('first age where remaining years drops under 20 for group A');
    expect(q.measures).toEqual([{ fn: 'min', column: 'Age' }]);
  });

  it('"the last year when …" is the largest year meeting it', async () => {
    const q = await query('last year when remaining years was over 50');
    expect(q.measures[0]).toMatchObject({ fn: 'max' });
  });

  it('a plain average is still an average', async () => {
    const q = await query('average age by group');
    expect(q.measures).toEqual([{ fn: 'avg', column: 'Age' }]);
  });
});

describe('centuries', () => {
  it('"the 1800s" is the hundred years from 1800', async () => {
    const q = await query('average remaining years in the 1800s');
    expect(JSON.stringify(q.filters)).toContain('1899');
  });

  it('"the 1990s" is still a decade', async () => {
    const q = await query('average remaining years in the 1990s');
    expect(JSON.stringify(q.filters)).toContain('1999');
    expect(JSON.stringify(q.filters)).not.toContain('2089');
  });
});

describe('a range added up, a share of an amount, a change not computed', () => {
  it('"the total from 1800 to 1850" adds up the years between, not the two ends compared', async () => {
    const q = await query('total remaining years from 1800 to 1850');
    expect(q.kind).toBe('aggregate');
    expect(q.sides).toBeUndefined();
    expect(q.filters).toContainEqual({ kind: 'between', column: 'Year', from: 1800, to: 1850 });
  });

  it('"what share of all … since 1900" is a share of the amount’s total', async () => {
    const q = await query('what share of all remaining years came since 1900');
    expect(q.kind).toBe('percent');
    expect(q.measures[0]).toMatchObject({ fn: 'sum', column: 'Remaining years' });
  });

  it('asks which change is meant rather than ranking plain values', async () => {
    const parsed = parseQuestion('which year saw the biggest rise', await indexDataset(tables.registry, 'survival'));
    expect(parsed.clarify?.question).toMatch(/change "rise"/);
    const perYear = parseQuestion('average yearly increase from 1800 to 1850', await indexDataset(tables.registry, 'survival'));
    expect(perYear.clarify?.question).toMatch(/change "increase"/);
  });
});
