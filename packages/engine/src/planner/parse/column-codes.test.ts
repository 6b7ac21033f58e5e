/**
 * Columns named in codes, on tables written here whose column names appear nowhere in the
 * planner's code: short forms of one word, first letters of several words run together, known
 * abbreviations, and two codes that fit the same words equally well (asked about, not guessed).
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { askDataTool, type AskDataData } from '../ask-data';
import { parseQuestion, type Parsed } from '../parse';
import { indexDataset } from '../schema-index';
import { runTogether, shortFormOf } from './column-codes';

// Reef survey dives: water temperature, coral cover percent, fish counted, depth in metres.
const dives = ['site,wtemp,cvr_pct,fsh_cnt,dpth_m,vis_rng'];
for (let i = 0; i < 24; i++)
  dives.push(
    `${['Outer Shoal', 'Lagoon', 'North Wall'][i % 3]},${24 + (i % 5)},${10 + ((i * 7) % 50)},${3 + ((i * 11) % 40)},${5 + (i % 9)},${8 + (i % 4)}`,
  );
// A parts list with the same code beside two currencies, and a weight said in full beside a code.
const parts = ['item,prc_eur,prc_usd,weight_kg,wght_cls'];
for (let i = 0; i < 12; i++) parts.push(`Part ${i},${10 + i},${11 + i * 1.1},${100 + i * 5},${i % 3}`);
// Household figures per district with codes for median, household and income.
const districts = ['district,med_hh_inc,num_hh,avg_hh_sz'];
['Ashby', 'Brook', 'Colton', 'Dunmore'].forEach((d, i) =>
  districts.push(`${d},${40000 + i * 5000},${1200 + i * 300},${2 + i * 0.3}`),
);
const tables = useCsvTables({
  reef_dives: dives.join('\n'),
  parts_list: parts.join('\n'),
  district_stats: districts.join('\n'),
});

async function parse(question: string, dataset: string): Promise<Parsed> {
  return parseQuestion(question, await indexDataset(tables.registry, dataset));
}
async function query(question: string, dataset: string): Promise<AnalystQuery> {
  const parsed = await parse(question, dataset);
  expect(parsed.clarify?.question, question).toBeUndefined();
  expect(parsed.query, question).toBeDefined();
  return parsed.query as AnalystQuery;
}
const measure = (q: AnalystQuery) => q.measures.map((m) => `${m.fn} ${m.column ?? ''}`.trim());

describe('short forms of words', () => {
  it('reads first letters and vowel-less forms, not any letters', () => {
    expect(shortFormOf('crim', 'crime')).toBe(true);
    expect(shortFormOf('disp', 'displacement')).toBe(true);
    expect(shortFormOf('rm', 'rooms')).toBe(true);
    expect(shortFormOf('dpth', 'depth')).toBe(true);
    expect(shortFormOf('cvr', 'cover')).toBe(true);
    // the code must end on the word's last consonant, start on its first letter
    expect(shortFormOf('am', 'amount')).toBe(false);
    expect(shortFormOf('rm', 'farm')).toBe(false);
    expect(shortFormOf('cover', 'cover')).toBe(false);
  });
  it('reads several words run together, each giving its first letters', () => {
    expect(runTogether('medv', ['median', 'value'])).toBe(true);
    expect(runTogether('ptratio', ['pupil', 'teacher', 'ratio'])).toBe(true);
    expect(runTogether('wtemp', ['water', 'temperature'])).toBe(true);
    expect(runTogether('stafcost', ['staff', 'cost'])).toBe(true);
    // a word before the last gives at most three letters: "number of rows" is not "number"
    expect(runTogether('number', ['number', 'rows'])).toBe(false);
    expect(runTogether('medv', ['median'])).toBe(false);
  });
});

describe('columns named in codes', () => {
  it('links words run together and short forms to their columns', async () => {
    expect(measure(await query('average water temperature', 'reef_dives'))).toEqual(['avg wtemp']);
    expect(measure(await query('average depth at lagoon', 'reef_dives'))).toEqual(['avg dpth_m']);
    expect(measure(await query('total fish count', 'reef_dives'))).toEqual(['sum fsh_cnt']);
    const q = await query('average cover percentage by site', 'reef_dives');
    expect(measure(q)).toEqual(['avg cvr_pct']);
    expect(q.groupBy).toEqual([{ column: 'site' }]);
  });

  it('computes the number over the coded column', async () => {
    const q = await query('average water temperature in the lagoon', 'reef_dives');
    const d = (await askDataTool.run(q, { registry: tables.registry })).data as AskDataData;
    const got = Number(d.rows[0]?.[d.valueKeys[0] as string]);
    const want = (await tables.registry.query(`SELECT avg(wtemp) AS v FROM reef_dives WHERE site = 'Lagoon'`)).rows[0]?.v;
    expect(got).toBeCloseTo(Number(want), 6);
  });

  it('gives a guessed code less confidence than the column said in full', async () => {
    const coded = await parse('average water temperature', 'reef_dives');
    const plain = await parse('average weight kg', 'parts_list');
    expect(coded.confidence).toBeLessThan(1);
    expect(plain.confidence).toBe(1);
  });

  it('prefers the column named by the word itself over a code of it', async () => {
    expect(measure(await query('average weight', 'parts_list'))).toEqual(['avg weight_kg']);
  });

  it('asks which column when two codes fit the same words equally well', async () => {
    const p = await parse('average price', 'parts_list');
    expect(p.query).toBeUndefined();
    expect(p.clarify?.question).toMatch(/more than one column/);
    expect(p.clarify?.choices.join(' ')).toMatch(/prc eur/);
    expect(p.clarify?.choices.join(' ')).toMatch(/prc usd/);
  });

  it('reads known abbreviations in column names (med, hh, inc, num)', async () => {
    // one district's median income: the column's value, whatever the aggregation of one row
    const income = await query('median household income in brook', 'district_stats');
    expect(income.measures.map((m) => m.column)).toEqual(['med_hh_inc']);
    expect(income.filters).toEqual([{ kind: 'values', column: 'district', values: ['Brook'] }]);
    expect(measure(await query('number of households in colton', 'district_stats'))).toEqual([
      'sum num_hh',
    ]);
  });
});
