import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Yearly snowfall: above 300 in 1983, 1986 and 1988; lower than the year before in 1982, 1984,
// 1985, 1987 and 1989; the three least snowy years 150, 170, 180 (average 166.67).
const SNOW = [
  'year,snowfall',
  '1980,200',
  '1981,250',
  '1982,180',
  '1983,320',
  '1984,310',
  '1985,150',
  '1986,340',
  '1987,170',
  '1988,330',
  '1989,260',
].join('\n');

// Quarterly balance that turns positive in 2021 Q2 and stays so; shares of a total in 0–100.
const BALANCE = [
  'quarter,balance,pct_female',
  '2020-01-01,-4.5,41',
  '2020-04-01,-2.0,44',
  '2020-07-01,-1.1,48',
  '2020-10-01,-0.3,49',
  '2021-01-01,-0.2,51',
  '2021-04-01,0.4,53',
  '2021-07-01,1.2,55',
  '2021-10-01,2.5,56',
].join('\n');

// Two candidates per precinct: Alvarez ahead in 3 of 5; a film's takings against its budget.
const PRECINCTS = [
  'precinct,alvarez,brook',
  'North,420,380',
  'South,300,410',
  'East,515,220',
  'West,290,300',
  'Harbor,610,590',
].join('\n');
const FILMS = [
  'title,budget,takings',
  'Lantern,40,160',
  'Meridian,120,90',
  'Quarry,60,240',
  'Solstice,200,180',
  'Tidewater,25,150',
  'Umbra,90,60',
  'Vesper,70,75',
  'Wicket,30,42',
  'Yarrow,55,33',
  'Zephyr,80,81',
  'Arbor,45,44',
  'Bramble,65,130',
  'Cinder,95,70',
  'Dune,110,330',
  'Ember,35,36',
  'Fjord,50,20',
  'Gale,85,170',
  'Heath,75,70',
  'Isle,60,61',
  'Juniper,100,90',
].join('\n');

// Editions of a games, named by numerals, one every four years: fewer athletes than the edition
// before in 1936 and 1948; a risk by age and sex, over 0.1 from age 3 for one sex, 4 for the other.
const GAMES = [
  'Edition,Year,Athletes',
  'I,1924,250',
  'II,1928,310',
  'III,1932,330',
  'IV,1936,300',
  'V,1940,360',
  'VI,1944,410',
  'VII,1948,405',
].join('\n');
const RISK = [
  'age,sex,risk',
  '1,male,0.02',
  '1,female,0.01',
  '2,male,0.08',
  '2,female,0.05',
  '3,male,0.12',
  '3,female,0.09',
  '4,male,0.2',
  '4,female,0.15',
].join('\n');

// Champions listed newest first: Kestrels last won in 2019, Otters first won in 2016.
const CHAMPIONS = [
  'Season,Club,Points',
  '2022,Herons,88',
  '2021,Otters,91',
  '2020,Herons,85',
  '2019,Kestrels,90',
  '2018,Kestrels,87',
  '2017,Herons,84',
  '2016,Otters,80',
  '2015,Kestrels,82',
].join('\n');

const t = useCsvTables({
  champions: CHAMPIONS,
  snow: SNOW,
  balance: BALANCE,
  precincts: PRECINCTS,
  films: FILMS,
  games: GAMES,
  risk: RISK,
});

describe('the first or last row meeting a condition', () => {
  it('reads the last year over a number among the rows meeting it', async () => {
    const reply = await t.ask('last year the snowfall was over 300', 'snow');
    expect(reply.query?.measures).toEqual([{ fn: 'max', column: 'year' }]);
    expect(reply.markdown).toContain('**1988**');
  });

  it('reads a number no year reaches as said of the measure, not of the year', async () => {
    const reply = await t.ask('the last year over 300', 'snow');
    expect(reply.query?.filters).toEqual([{ kind: 'compare', column: 'snowfall', op: '>', value: 300 }]);
    expect(reply.markdown).toContain('**1988**');
  });

  it('keeps the condition against a reading of the first row of the table', async () => {
    const reply = await t.ask('first year snowfall exceeded 300', 'snow');
    expect(reply.markdown).toContain('The earliest year is **1983**');
  });

  it('reads a sign said after the column, and "when … first" as the earliest time', async () => {
    const reply = await t.ask('when did the balance first turn positive', 'balance');
    expect(reply.query?.filters).toEqual([{ kind: 'compare', column: 'balance', op: '>', value: 0 }]);
    expect(reply.markdown).toContain('2021-04-01');
  });

  it('reads "the last quarter with …" as the latest date meeting it, not the data\'s last quarter', async () => {
    const reply = await t.ask('last quarter with a negative balance', 'balance');
    expect(reply.query?.measures).toEqual([{ fn: 'max', column: 'quarter' }]);
    expect(reply.markdown).toContain('2021-01-01');
  });

  it('reads "the first week it went over …" as the earliest date, not a count', async () => {
    const reply = await t.ask('first week it went over 1', 'balance');
    expect(reply.query?.measures).toEqual([{ fn: 'min', column: 'quarter' }]);
    expect(reply.markdown).toContain('2021-07-01');
  });

  it('reads "more than half" of a column of percentages as over 50', async () => {
    const reply = await t.ask('first quarter pct female was more than half', 'balance');
    expect(reply.query?.filters).toEqual([{ kind: 'compare', column: 'pct_female', op: '>', value: 50 }]);
    expect(reply.markdown).toContain('2021-01-01');
  });
});

describe('when … first or last, over a table listed newest first', () => {
  it('reads "when did X last win" as the latest season of its rows', async () => {
    const reply = await t.ask('when did the kestrels last win', 'champions');
    expect(reply.query?.measures).toEqual([{ fn: 'max', column: 'Season' }]);
    expect(reply.markdown).toContain('**2019**');
  });

  it('reads "when did X first win" as the earliest season of its rows', async () => {
    const reply = await t.ask('when did the otters first win', 'champions');
    expect(reply.markdown).toContain('**2016**');
  });
});

describe('an ordered column asked for with first said later', () => {
  it('reads "at what age … first" as the smallest age meeting the conditions', async () => {
    const reply = await t.ask('at what age does the risk for female first exceed 0.1', 'risk');
    expect(reply.query?.measures).toEqual([{ fn: 'min', column: 'age' }]);
    expect(reply.markdown).toContain('**4**');
  });
});

describe('changes from the row before', () => {
  it('counts the editions with fewer athletes than the edition before', async () => {
    const reply = await t.ask(
      'how many times did the number of athletes go down from the edition before',
      'games',
    );
    expect(reply.query?.change?.count).toBe('fall');
    expect(reply.markdown).toContain('**2**');
  });

  it('counts the years lower than the year before', async () => {
    const reply = await t.ask('how many years was the snowfall lower than the year before', 'snow');
    expect(reply.query?.change).toEqual({ as: 'difference', count: 'fall' });
    expect(reply.markdown).toContain('**5**');
  });

  it('counts the years with a rise', async () => {
    const reply = await t.ask('in how many years did snowfall rise from the previous year', 'snow');
    expect(reply.markdown).toContain('**4**');
  });

  it('reads "the year with the biggest one year drop" as the period ranked by its fall', async () => {
    const reply = await t.ask('year with the biggest one year drop in snowfall', 'snow');
    expect(reply.query?.order?.dir).toBe('asc');
    expect(reply.markdown).toContain('**1987**');
  });

  it('reads "fall" as a verb between two years, not as autumn', async () => {
    const reply = await t.ask('how much did snowfall fall from 1986 to 1987', 'snow');
    expect(reply.query?.kind).toBe('compare');
    expect(reply.markdown).toContain('170');
  });
});

describe('two periods of one column compared', () => {
  it('compares the years before an edge with those from it on', async () => {
    const reply = await t.ask('avg snowfall before 1985 vs from 1985 on', 'snow');
    expect(reply.query?.kind).toBe('compare');
    expect(reply.query?.sides?.map((s) => s.filters)).toEqual([
      [{ kind: 'compare', column: 'year', op: '<', value: 1985 }],
      [{ kind: 'compare', column: 'year', op: '>=', value: 1985 }],
    ]);
  });

  it('compares two spans of years', async () => {
    const reply = await t.ask('avg snowfall 1980-1984 vs 1985-1989', 'snow');
    expect(reply.query?.sides?.map((s) => s.filters)).toEqual([
      [{ kind: 'between', column: 'year', from: 1980, to: 1984 }],
      [{ kind: 'between', column: 'year', from: 1985, to: 1989 }],
    ]);
  });

  it('keeps a window between two edges as one filter', async () => {
    const reply = await t.ask('avg snowfall after 1981 and before 1985 vs overall', 'snow');
    expect(reply.query?.sides).toBeUndefined();
  });
});

describe('figures over ranked rows and spreads', () => {
  it('averages the N lowest rows', async () => {
    const reply = await t.ask('avg of the 3 lowest years', 'snow');
    expect(reply.query?.within).toEqual({ by: 'snowfall', dir: 'asc', limit: 3 });
    expect(reply.markdown).toContain('166.67');
  });

  it('averages one column over the rows ranked by another said after "by"', async () => {
    const reply = await t.ask('average budget of the top 3 films by takings', 'films');
    expect(reply.query?.within).toEqual({ by: 'takings', dir: 'desc', limit: 3 });
    expect(reply.query?.measures).toEqual([{ fn: 'avg', column: 'budget' }]);
  });

  it('reads the range as the largest value minus the smallest', async () => {
    const reply = await t.ask('range of the snowfall, max minus min', 'snow');
    expect(reply.query?.measures).toEqual([{ fn: 'range', column: 'snowfall' }]);
    expect(reply.markdown).toContain('**190**');
  });

  it('shows a decade as a decade', async () => {
    const reply = await t.ask('which decade had the highest avg snowfall', 'snow');
    expect(reply.markdown).toContain('**1980s**');
  });
});

describe('two columns of each row', () => {
  it('counts the rows where one column beat the other', async () => {
    const reply = await t.ask('in how many precincts did alvarez beat brook', 'precincts');
    expect(reply.markdown).toContain('**3**');
  });

  it('reads a column named with a slip in a comparison of two columns', async () => {
    const reply = await t.ask('in how many precincts did alvarez beat broook', 'precincts');
    expect(reply.markdown).toContain('**3**');
  });

  it('reads "relative to its budget" as a ratio', async () => {
    const reply = await t.ask('which film had the highest takings relative to its budget', 'films');
    expect(reply.markdown).toContain('Tidewater');
  });

  it('counts the rows with one column below the other', async () => {
    const reply = await t.ask('how many films had takings below budget', 'films');
    expect(reply.markdown).toContain('**9**');
  });
});
