/**
 * Linking a question's words to headers written the way real files write them: a unit in
 * parentheses, a word of the header kept short ("grad"), a header that says its year column's
 * years from before 1800. Invented tables only.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { parseQuestion } from '../parse';
import { indexDataset } from '../schema-index';

const birds = [
  'Bird ID,Colony,Wing Length (mm),Bill Depth (mm),Body Mass (g),Sex',
  'B1,North Cove,301,18.2,3900,M',
  'B2,North Cove,288,17.1,3650,F',
  'B3,Rock Point,312,19.0,4400,M',
  'B4,Rock Point,295,16.8,3550,F',
  'B5,East Shoal,305,18.9,4100,M',
];
const schools = ['district,enrolment,hs_grad,pupil_ratio', 'Ashby,1200,88.1,14.2', 'Brill,800,79.5,17.9', 'Corfe,1500,91.0,12.5'];
const output = ['Year,Total output of the old mills (thousand tons)', ...Array.from({ length: 80 }, (_, i) => `${1760 + i * 3},${10 + i * 2}`)];
const athletes = ['name,nationality,gold,silver', 'Ann Roe,NOR,2,0', 'Bo Lind,SWE,0,1', 'Cy Dahl,NOR,1,1', 'Di Moss,GBR,0,2'];
const tables = useCsvTables({ birds: birds.join('\n'), schools: schools.join('\n'), output: output.join('\n'), athletes: athletes.join('\n') });

async function parse(question: string, dataset: string) {
  return parseQuestion(question, await indexDataset(tables.registry, dataset));
}
async function query(question: string, dataset: string): Promise<AnalystQuery> {
  const parsed = await parse(question, dataset);
  expect(parsed.clarify?.question, question).toBeUndefined();
  return parsed.query as AnalystQuery;
}

describe('a unit said beside a column', () => {
  it('belongs to the column said before it, not to a second column with that unit', async () => {
    const q = await query('average bill depth in mm', 'birds');
    expect(q.measures).toEqual([{ fn: 'avg', column: 'Bill Depth (mm)' }]);
  });

  it('alone, stands for the one column whose header names it', async () => {
    const q = await query('average in grams by colony', 'birds');
    expect(q.measures).toEqual([{ fn: 'avg', column: 'Body Mass (g)' }]);
  });

  it('alone, asks which column when several headers name it', async () => {
    const parsed = await parse('average in mm', 'birds');
    expect(parsed.clarify?.choices.join(' ')).toContain('Wing Length (mm)');
    expect(parsed.clarify?.choices.join(' ')).toContain('Bill Depth (mm)');
  });

  it('after a number, is the number’s unit for a comparison', async () => {
    const q = await query('how many birds are over 4000 g', 'birds');
    expect(q.filters).toEqual([{ kind: 'compare', column: 'Body Mass (g)', op: '>', value: 4000 }]);
  });
});

describe('a header word kept short', () => {
  it('is said in full beside the header’s other words ("hs graduation" of hs_grad)', async () => {
    const q = await query('average hs graduation by district', 'schools');
    expect(q.measures).toEqual([{ fn: 'avg', column: 'hs_grad' }]);
  });
});

describe('a year column that starts before 1800', () => {
  it('is filtered by a year said', async () => {
    const q = await query('output in 1900', 'output');
    expect(JSON.stringify(q.filters)).toContain('1900');
    expect(JSON.stringify(q)).toContain('Total output of the old mills (thousand tons)');
  });
});

describe('a nationality column', () => {
  it('is the country a question groups by', async () => {
    const q = await query('which country won the most gold', 'athletes');
    expect(JSON.stringify(q.groupBy)).toContain('nationality');
  });
});
