import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A short list numbered `No.` (one person twice, keeping the number), its only number column.
const GOVERNORS = [
  'No.,Governor,Party,Region',
  '1,Ann Vale,Green,North',
  '2,Bo Reyes,Blue,—',
  '3,Cy Mott,Green,South',
  '1,Ann Vale,Green,North',
  '4,Di Park,Blue,—[b]',
  '5,Ed Lunn,Green,East',
].join('\n');
// A list of launches numbered by the noun the table lists, beside a year of birth of its pilots.
const LAUNCHES = [
  'Launch,Pilot,Born,Result',
  '1,Ann Vale,1971,Failure',
  '2,Bo Reyes,1980,Success',
  '3,Cy Mott,1975,Success',
  '4,Di Park,1969,Success',
].join('\n');

const t = useCsvTables({ governor_list: GOVERNORS, rocket_launches: LAUNCHES });

describe('numbers that name the rows are no amount', () => {
  it('takes a share of the rows, never of the sum of a `No.` column', async () => {
    const reply = await t.ask('what percent were green', 'governor_list');
    expect(reply.markdown).toContain('66.67%');
    expect(reply.markdown).not.toContain('No.');
  });

  it('reads "no X" as an empty X, a dash with a footnote mark included', async () => {
    const reply = await t.ask('how many governors have no region', 'governor_list');
    expect(reply.markdown).toContain('**2**');
    expect(reply.query?.filters).toEqual([{ kind: 'null', column: 'Region', isNull: true }]);
  });

  it('never adds up launch numbers or birth years for a share', async () => {
    const reply = await t.ask('what share were a success', 'rocket_launches');
    expect(reply.markdown).toContain('75%');
    expect(reply.query?.measures ?? []).toEqual([]);
  });
});

// A ranked list with one amount beside its rank.
const SHOWS = ['Rank,Show,Performances,Closing', '1,Alto,9000,Running', '2,Brio,7000,1999', '3,Coda,5000,Running', '4,Duet,3000,2004'].join('\n');
const s = useCsvTables({ show_list: SHOWS });

describe('a rank beside one amount', () => {
  it('leaves a share of the rows a share of the rows', async () => {
    const reply = await s.ask('what % of them are still running', 'show_list');
    expect(reply.markdown).not.toContain('total Performances');
  });
});

// Test flights numbered by the noun the table lists, with dates and lengths in unit words.
const FLIGHTS = [
  'Flight,Date,Duration,Result',
  '1,2020-03-01,3 min 59 s,Failure',
  '2,2020-11-20,8 min,Failure',
  '3,2021-05-02,1 h 6 min,Success',
  '4,2021-09-09,49 min,Success',
  '5,2021-12-12,1 h 5 min,Success',
].join('\n');
const f = useCsvTables({ test_flights: FLIGHTS });

describe('a list numbered by the noun it lists', () => {
  it('counts "flights per year" instead of adding up the flight numbers', async () => {
    const reply = await f.ask('flights per year', 'test_flights');
    expect(reply.markdown).toContain('number of rows by year');
    expect(reply.markdown).toContain('2021: 3');
  });

  it('reads "how many seconds did flight 1 last" from the row\'s length', async () => {
    expect((await f.ask('how many seconds did flight 1 last', 'test_flights')).markdown).toMatch(/^\*\*239\*\*/);
  });
});

describe('people listed once per term', () => {
  it('takes a share of the people, each once', async () => {
    const reply = await t.ask('what percent of governors were green', 'governor_list');
    expect(reply.markdown).toContain('60%');
  });

  it('compares how many people each side had, each once', async () => {
    const reply = await t.ask('green vs blue, how many governors each', 'governor_list');
    expect(reply.markdown).toContain('Green: **3**');
  });
});

describe('"no of" opening a question', () => {
  it('counts, never adds up a column headed No.', async () => {
    const reply = await t.ask('no of terms per party', 'governor_list');
    expect(reply.markdown).toContain('number of rows by Party');
  });
});
