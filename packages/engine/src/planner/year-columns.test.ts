import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';
import { columnYearsSaid, withoutYears, yearColumnOf, yearSiblings } from './year-columns';

// Invented tables holding one measure in a column per year.
const TOWNS = `Rank,Town,Region,Population (2021),Population (2016),Area
1,Brindale,North,"1,204,500","1,150,200",410.5
2,Carvoy,South,"980,300","1,010,400",220.1
3,Dunmere,North,"760,000","640,000",300.0
4,Elsport,East,"530,900","505,000",150.2
5,Fallow,South,"410,000","430,500",99.9
`;
const METROS = `Metro,POP_1990,GINI_1990,POP_2020,GINI_2020,label
alpha city,1000000,0.30,1500000,0.35,Alpha
beta town,800000,0.40,840000,0.38,Beta
gamma port,300000,0.25,900000,0.31,Gamma
delta falls,2000000,0.33,2100000,0.36,Delta
`;
const POWER = `Country,Plants,Output 2023 (GWh),Share
Avaria,12,5400.5,20.1
Borlund,3,800.2,4.5
Cestia,30,15200.0,55.0
`;

const SEATS = `Party,Leader,Seats 2015,Seats 2019
Green Front,Ann Lee,12,20
Union Bloc,Bo Ray,150,131
Civic List,Cy Doe,40,45
`;
const RATIOS = `Metro,R90_10_1990,R90_10_2020,P50_1990,P50_2020
alpha city,4.3,5.1,31.5,40.2
beta town,4.0,3.9,28.1,35.0
gamma port,4.8,5.6,33.3,39.9
`;

const tables = useCsvTables({ towns: TOWNS, metros: METROS, power: POWER, seats: SEATS, ratios: RATIOS });

describe('columns told apart by a year', () => {
  it('reads the year and the rest of a name', () => {
    expect(yearColumnOf('Population (2021)')).toEqual({ name: 'Population (2021)', year: 2021, stem: 'population' });
    expect(yearColumnOf('R90_10_1980')?.stem).toBe('r90 10');
    expect(yearColumnOf('1990')).toBeUndefined();
    expect(yearSiblings(['POP_1980', 'LPOP_1980', 'POP_2015', 'LPOP_2015', 'name']).length).toBe(2);
  });

  it('finds the years a question says that a column holds, and takes them out', () => {
    expect(columnYearsSaid('pop in 2016 vs 2030', ['Pop 2016', 'Pop 2021'])).toEqual([2016]);
    expect(withoutYears("what was ottawa's population in 2016", [2016])).toBe("what was ottawa's population");
    expect(withoutYears('which city lost population between 2016 and 2021?', [2016, 2021])).toBe('which city lost population?');
    expect(withoutYears('chicago population 1980 vs 2015', [1980, 2015])).toBe('chicago population');
  });
});

describe('a year said picks the column holding it', () => {
  it('takes the said year, not the first column of the measure', async () => {
    const reply = await tables.ask("what was dunmere's population in 2016", 'towns');
    expect(reply.markdown).toContain('640,000');
    expect(reply.markdown).not.toContain('760,000');
  });

  it('keeps the year in a follow-up naming another row', async () => {
    const first = await tables.ask("what was dunmere's population in 2016", 'towns');
    const reply = await tables.ask('and carvoy?', 'towns', first);
    expect(reply.markdown).toContain('1,010,400');
  });

  it('is never a date filter over data without dates', async () => {
    const reply = await tables.ask('how many towns had over a million people in 2016', 'towns');
    expect(reply.markdown).toMatch(/\*\*2\*\*/);
    const power = await tables.ask("what was borlund's output in 2023", 'power');
    expect(power.markdown).toContain('800.2');
  });
});

describe('change between two years of one measure', () => {
  it('lists the rows where the later year is below the earlier', async () => {
    const reply = await tables.ask('which town lost population between 2016 and 2021?', 'towns');
    expect(reply.markdown).toContain('Carvoy');
    expect(reply.markdown).toContain('Fallow');
    expect(reply.markdown).not.toContain('Dunmere');
  });

  it('ranks by the percent change when "fastest" is said, by the difference otherwise', async () => {
    const fastest = await tables.ask('which metro grew the fastest in pop from 1990 to 2020', 'metros');
    expect(fastest.markdown).toContain('gamma port');
    const most = await tables.ask('which town had the biggest population increase', 'towns');
    expect(most.markdown).toContain('Dunmere');
    expect(most.markdown).toContain('120,000');
  });

  it('keeps the other conditions, and reads the rows when only the verb is said', async () => {
    const area = await tables.ask('how many towns with an area over 200 grew', 'towns');
    expect(area.markdown).toMatch(/\*\*2\*\*/);
    const lost = await tables.ask('which parties lost', 'seats');
    expect(lost.markdown).toContain('Union Bloc');
    expect(lost.markdown).not.toContain('Civic List');
  });

  it('counts rows whose growth passes a percentage', async () => {
    const reply = await tables.ask('how many towns in the north grew by more than 5%?', 'towns');
    expect(reply.markdown).toMatch(/\*\*1\*\*/);
  });

  it('answers how much one row grew', async () => {
    const reply = await tables.ask('how much did dunmere grow', 'towns');
    expect(reply.markdown).toContain('120,000');
  });

  it('says a fall asked as "how many X did Y lose" as a positive loss', async () => {
    const reply = await tables.ask('how many seats did union bloc lose', 'seats');
    expect(reply.markdown).toMatch(/\*\*19\*\*/);
  });

  it('shows both years side by side when they are said with "vs"', async () => {
    const reply = await tables.ask('alpha city pop 1990 vs 2020', 'metros');
    expect(reply.markdown).toContain('1,000,000');
    expect(reply.markdown).toContain('1,500,000');
  });
});

describe('no year said over a measure held for several years', () => {
  it('reads the latest year and names the column it read, never an older one silently', async () => {
    const reply = await tables.ask('how many seats did union bloc win', 'seats');
    expect(reply.markdown).toContain('131');
    expect(reply.markdown).toContain('Seats 2019');
    expect(reply.markdown).not.toMatch(/\*\*150\*\*/);
  });

  it('answers the chosen year, and reads a change asked without years between the first and last', async () => {
    const chosen = await tables.ask('how many Seats 2019 did union bloc win', 'seats');
    expect(chosen.markdown).toContain('131');
    const gained = await tables.ask('which party gained the most seats', 'seats');
    expect(gained.markdown).toContain('Green Front');
  });

  it('asks which measure when several hold both years and none is named', async () => {
    const reply = await tables.ask('which metro grew the fastest', 'metros');
    expect(reply.clarify?.choices.length).toBe(2);
    const picked = await tables.ask(reply.clarify!.choices[0]!, 'metros');
    expect(picked.markdown).toContain('gamma port');
  });
});

describe('numbers written in a column name', () => {
  it('reads "90/10" as the name of R90_10, never as a value of it', async () => {
    const reply = await tables.ask('median 90/10 in 2020', 'ratios');
    expect(reply.markdown).toContain('5.1');
    expect(reply.markdown).not.toContain('number of rows');
  });
});
