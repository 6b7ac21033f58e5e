/**
 * Nouns for what a table's rows or columns stand for, said in a counted or ranked slot, over
 * tables written here whose column names say nothing of the noun: a device log numbered per row
 * with a repeated unit code, a long table of items by month, a list of named rows, rows of people,
 * shares per US state and bracket, and two columns of states.
 */
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { answerQuestion } from '../answer';
import { parseQuestion, type Parsed } from '../parse';
import { indexDataset } from '../schema-index';

const STATES = ['Ohio', 'Texas', 'Maine', 'Utah', 'Iowa'];
const TABLES: Record<string, string[]> = {
  // 300 log lines numbered 1…300, five units coded 11…15
  turbine_log: [
    'log_seq,unit_code,rpm,vibration',
    ...Array.from(
      { length: 300 },
      (_, i) => `${i + 1},${11 + (i % 5)},${900 + ((i * 37) % 200)},${(i % 13) / 10}`,
    ),
  ],
  // six items, each priced every month for two years
  crop_prices: [
    'item,month_start,price',
    ...['Oats', 'Rye', 'Millet', 'Sorghum', 'Barley', 'Spelt'].flatMap((item, k) =>
      Array.from({ length: 24 }, (_, m) => {
        const d = new Date(Date.UTC(2020, m, 1)).toISOString().slice(0, 10);
        return `${item},${d},${10 + k + (m % 5)}`;
      }),
    ),
  ],
  // four stores, one row per store and day
  store_sales: [
    'store,day,revenue',
    ...['Elm', 'Oak', 'Ash', 'Fir'].flatMap((st, k) =>
      Array.from(
        { length: 30 },
        (_, d) => `${st},${new Date(Date.UTC(2021, 2, 1 + d)).toISOString().slice(0, 10)},${100 + k * d}`,
      ),
    ),
  ],
  // named rows, one per reservoir
  survey_sites: [
    'title,depth_m,region',
    ...Array.from(
      { length: 30 },
      (_, i) =>
        `Site ${String.fromCharCode(65 + (i % 26))}${i},${5 + i},${['North', 'South', 'West'][i % 3]}`,
    ),
  ],
  // rows of people, no id
  staff_survey: [
    'age,gender,team,salary',
    ...Array.from(
      { length: 60 },
      (_, i) =>
        `${22 + (i % 40)},${i % 2 ? 'f' : 'm'},${['Ops', 'Sales', 'Legal'][i % 7 < 4 ? 0 : i % 7 < 6 ? 1 : 2]},${40000 + i * 100}`,
    ),
  ],
  // one row per state and tier; the states' area
  bracket_shares: [
    'place,area,tier,share',
    ...STATES.flatMap((p, k) =>
      ['low', 'mid', 'high'].map((t, j) => `${p},${k < 3 ? 'east' : 'west'},${t},${(j + 1) / 6}`),
    ),
  ],
  // two columns holding states
  moves: [
    'leaving,arriving,households',
    ...Array.from({ length: 40 }, (_, i) => `${STATES[i % 5]},${STATES[(i * 3 + 1) % 5]},${100 + i}`),
  ],
};

const tables = useCsvTables(
  Object.fromEntries(Object.entries(TABLES).map(([name, lines]) => [name, lines.join('\n')])),
);
const parse = async (name: string, question: string): Promise<Parsed> =>
  parseQuestion(question, await indexDataset(tables.registry, name));
const answer = async (name: string, question: string) =>
  (await answerQuestion(tables.registry, question, { datasets: [name] })).markdown;

describe('the table’s subject when its rows are something else', () => {
  it('counts the distinct unit codes for "turbines" of a log numbered per line', async () => {
    const p = await parse('turbine_log', 'how many turbines are there');
    expect(p.query?.measures).toEqual([{ fn: 'count_distinct', column: 'unit_code' }]);
    expect(await answer('turbine_log', 'how many turbines are there')).toContain('**5**');
  });
  it('counts a repeated id column named in the question by its distinct values', async () => {
    const p = await parse('turbine_log', 'how many units');
    expect(p.query?.measures).toEqual([{ fn: 'count_distinct', column: 'unit_code' }]);
  });
  it('counts the distinct items of a long table for the table’s noun', async () => {
    const p = await parse('crop_prices', 'how many crops are in the data');
    expect(p.query?.measures).toEqual([{ fn: 'count_distinct', column: 'item' }]);
    expect(await answer('crop_prices', 'number of crops')).toContain('**6**');
  });
  it('does not take an amount the rows record for the long table’s entity', async () => {
    const p = await parse('store_sales', 'how many sales are there');
    expect(p.query?.measures ?? []).not.toContainEqual({ fn: 'count_distinct', column: 'store' });
    expect((await parse('store_sales', 'how many stores are there')).query?.measures).toEqual([
      { fn: 'count_distinct', column: 'store' },
    ]);
  });
});

describe('the rows themselves', () => {
  it('counts the rows of a list with a name on each row for any plural noun', async () => {
    const p = await parse('survey_sites', 'how many reservoirs are in the list');
    expect(p.query?.measures).toEqual([{ fn: 'count' }]);
    expect(p.ignored).toEqual([]);
    const per = await parse('survey_sites', 'number of reservoirs per region');
    expect(per.query?.measures).toEqual([{ fn: 'count' }]);
    expect(per.query?.groupBy).toEqual([{ column: 'region' }]);
  });
  it('counts people rows for a word for people', async () => {
    const p = await parse('staff_survey', 'top 2 teams by number of employees');
    expect(p.query?.measures).toEqual([{ fn: 'count' }]);
    expect(p.query?.groupBy).toEqual([{ column: 'team' }]);
    expect(p.query?.limit).toBe(2);
  });
  it('does not count named rows for a noun asked of one of them', async () => {
    const p = await parse('survey_sites', 'how many kayaks does Site A0 have');
    expect(p.query?.measures ?? []).not.toEqual([{ fn: 'count' }]);
  });
});

describe('a noun for the kind of a column’s values', () => {
  it('counts the distinct states of a column holding state names', async () => {
    const p = await parse('bracket_shares', 'how many states are in the east');
    expect(p.query?.measures).toEqual([{ fn: 'count_distinct', column: 'place' }]);
    expect(p.query?.filters).toEqual([{ kind: 'values', column: 'area', values: ['east'] }]);
    expect(await answer('bracket_shares', 'how many states are in the east')).toContain('**3**');
  });
  it('ranks groups by their distinct states', async () => {
    const p = await parse('bracket_shares', 'which area has the most states');
    expect(p.query?.measures).toEqual([{ fn: 'count_distinct', column: 'place' }]);
    expect(p.query?.groupBy).toEqual([{ column: 'area' }]);
  });
  it('asks which column when two hold states', async () => {
    const p = await parse('moves', 'how many states are there');
    expect(p.query).toBeUndefined();
    expect(p.clarify?.choices).toEqual([
      'how many distinct leaving are there',
      'how many distinct arriving are there',
    ]);
  });
  it('does not take another noun for the states', async () => {
    const p = await parse('bracket_shares', 'how many homes in ohio');
    expect(p.query?.measures ?? []).not.toContainEqual({ fn: 'count_distinct', column: 'place' });
  });
});
