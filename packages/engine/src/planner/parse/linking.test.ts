/**
 * Linking question words to a table's own names, on tables written here: a part of the table's
 * name written as one word, column names written as words run together, short forms typed in
 * questions, a column's "None" value said as "no X", and a column named in full that holds one of
 * its words as a value.
 */
import type { AnalystQuery } from '@ai-analyst/contract';
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { parseQuestion, type Parsed } from '../parse';
import { indexDataset } from '../schema-index';

// Hail reports: one row per report, a damage level with a "None" value, a part of the day.
const hail = ['Region,Damage Level,Part of day,Stone mm,Station,Sector'];
for (let i = 0; i < 40; i++)
  hail.push(
    `${['Plains', 'Coast', 'Hills'][i % 3]},${['None', 'Light', 'Heavy'][i % 3 === 0 ? 0 : i % 2 ? 1 : 2]},${['Day', 'Night', 'Dusk'][i % 3]},${10 + (i % 25)},"${["O'BRIEN COUNTY FIELD", 'WEST RIDGE STN'][i % 2]}",${['Mining and Quarrying', 'Farming and Fishing', 'Retail'][i % 3]}`,
  );
// A diet questionnaire whose columns are words run together, with a 0/1 pet flag.
const diet = ['respondent,applesfreq,applesquan,greenteafreq,dog,dt_kcal'];
for (let i = 0; i < 20; i++)
  diet.push(`${1000 + i},${i % 5},${(i * 3) % 7},${(i * 2) % 4},${i % 2},${1800 + i * 10}`);
// Lightning strikes: one row per strike, with a region, a damage level and a year.
const bolts = ['region,damage,year'];
for (let i = 0; i < 30; i++)
  bolts.push(`${['Uplands', 'Delta', 'Fens'][i % 3 === 2 ? 0 : i % 3]},${['None', 'Minor'][i % 2]},${2001 + (i % 4)}`);
// Crew pay and hatchery births: a wage per worker, births per year, a closing figure per day.
const crew = ['worker,team,wage,births,close,density'];
for (let i = 0; i < 24; i++)
  crew.push(`w${i},${['Deck', 'Galley', 'Engine'][i % 3]},${10 + (i % 3) * 5 + (i % 2)},${100 + i},${20 + i / 2},${(i % 5) + 0.5}`);
const tables = useCsvTables({
  hailreports: hail.join('\n'),
  diet_survey: diet.join('\n'),
  lightningstrikes: bolts.join('\n'),
  crew_log: crew.join('\n'),
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

describe("the table's own name", () => {
  it('reads a part of a one-word table name as the rows ("reports" of hailreports)', async () => {
    const q = await query('number of reports by region', 'hailreports');
    expect(q.measures).toEqual([{ fn: 'count' }]);
    expect(q.groupBy).toEqual([{ column: 'Region' }]);
  });
});

describe('values said with a column', () => {
  it('reads "no damage" as the column\'s None value, not as missing', async () => {
    const q = await query('what percent of reports had no damage', 'hailreports');
    expect(q.kind).toBe('percent');
    expect(q.condition).toEqual([{ kind: 'values', column: 'Damage Level', values: ['None'] }]);
  });
  it('finds a name written with an apostrophe inside a longer value', async () => {
    const q = await query("how many reports at o'brien", 'hailreports');
    expect(q.filters).toEqual([{ kind: 'values', column: 'Station', values: ["O'BRIEN COUNTY FIELD"] }]);
  });
  it('reads a word in -ing as the first word of a category ("mining")', async () => {
    const q = await query('average stone mm in mining', 'hailreports');
    expect(q.filters).toEqual([{ kind: 'values', column: 'Sector', values: ['Mining and Quarrying'] }]);
  });
  it('keeps a column named in full ("part of day") a column even when "day" is one of its values', async () => {
    const q = await query('share of reports by part of day', 'hailreports');
    expect(q.kind).toBe('share');
    expect(q.filters).toEqual([]);
    expect(q.groupBy).toEqual([{ column: 'Part of day' }]);
  });
});

describe('column names written as words run together', () => {
  it('links whole words run together ("apples freq" → applesfreq, "green tea frequency")', async () => {
    expect((await query('avg apples freq', 'diet_survey')).measures).toEqual([
      { fn: 'avg', column: 'applesfreq' },
    ]);
    expect((await query('average green tea frequency', 'diet_survey')).measures).toEqual([
      { fn: 'avg', column: 'greenteafreq' },
    ]);
  });
  it('reads short forms typed in the question ("ppl", "std dev")', async () => {
    const dogs = await query('how many ppl have a dog', 'diet_survey');
    expect(dogs.measures).toEqual([{ fn: 'count' }]);
    expect(dogs.filters).toEqual([{ kind: 'values', column: 'dog', values: [1] }]);
    expect((await query('avg calories', 'diet_survey')).measures).toEqual([{ fn: 'avg', column: 'dt_kcal' }]);
    expect((await query('std dev of apples quan', 'diet_survey')).measures).toEqual([
      { fn: 'stddev', column: 'applesquan' },
    ]);
  });
});

describe('verbs and nouns that name a measure or the rows', () => {
  it('reads the verb of the event a table records as its rows ("got hit" of lightningstrikes)', async () => {
    const q = await query('which region got hit the most', 'lightningstrikes');
    expect(q.measures).toEqual([{ fn: 'count' }]);
    expect(q.groupBy).toEqual([{ column: 'region' }]);
  });
  it('reads "earns" as the wage, "born" as the births, "closing price" as the close, "denser" as density', async () => {
    const earns = await query('which team earns the most on average', 'crew_log');
    expect(earns.groupBy).toEqual([{ column: 'team' }]);
    expect(earns.measures).toEqual([{ fn: 'avg', column: 'wage' }]);
    expect((await query('how many babies were born', 'crew_log')).measures).toEqual([{ fn: 'sum', column: 'births' }]);
    expect((await query('avg closing price', 'crew_log')).measures).toEqual([{ fn: 'avg', column: 'close' }]);
    const densest = await query('which worker is the densest', 'crew_log');
    expect(densest.order).toEqual({ by: 'density', dir: 'desc' });
  });
  it('leaves a verb alone when the data itself uses the word, or the table records no such event', async () => {
    const p = await parse('which team got hit the most', 'crew_log');
    expect(p.query).toBeUndefined();
  });
});
