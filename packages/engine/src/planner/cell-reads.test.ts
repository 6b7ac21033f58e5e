import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';
import { cmpOpAround, plusAsOrMore } from './table-qa/compare-words';

// Invented tables: a list of regions ending with a row that adds them up.
const FARMS = `Region,Turbines,Capacity (MW),Share of power,Planned
Norland,42,"1,210",12.5%,3
Estmark,18,640,8.1%,—
Ostria,27,905,22.0%,1
Velm,9,210,4.4%,—
Karsk,33,"1,020",30.2%,6
Dunmore,5,120,2.0%,—
Total,134,"4,105",11.9%,10
`;
const GAMES = `Title,Year,Platform,Score,Copies (millions)
Rune Gate,1998,Desk,97,7.6
Rune Gate II,2001,Desk,91,4.1
Pocket Rune,2003,Pocket,88,2.3
Rune Tides,2006,Desk,95,5.2
Rune Shards,2011,Pocket,79,1.4
Rune Reborn,2017,Desk,98,9.9
`;

const MILLS = `Province,Mills,Under repair
Arlen,12,2
Beck,30,—
Corra,7,5
Dunmore,19,—
Elm,4,1
`;
const TOUR = `Year,Winner,Gap,Stage wins
2001,Ida Brenn (NOR),2′ 16″,0
2002,Ole Vasko (FIN),0′ 45″,2
2003,—,—,—
2004,Pim Arlo (NED),1′ 51″,3
2005,Ulf Sande (SWE),4′ 02″,0
`;

const FILMS = `Title,Year,Gross
Total Recall,1990,261
Dune Road,1994,88
Glass Harbor,1999,140
Night Arc,2003,75
`;

const tables = useCsvTables({ films: FILMS, farms: FARMS, games: GAMES, mills: MILLS, tour: TOUR });
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('a row adding up the others', () => {
  it('is not counted, averaged or ranked as one of the rows', async () => {
    expect((await ask('how many regions have more than 20 turbines', 'farms')).markdown).toMatch(/\*\*3\*\*/);
    expect((await ask('what is the average share of power', 'farms')).markdown).toMatch(/\*\*13\.2%\*\*/);
    expect((await ask('which region has the most turbines', 'farms')).markdown).toMatch(/Norland/);
  });
  it('is only a row whose label is a total, never a name that starts with the word', async () => {
    expect((await ask('how many films are there', 'films')).markdown).toMatch(/\*\*4\*\*/);
  });
  it('is read, or the others added up, for a total, never both', async () => {
    const md = (await ask('what is the total number of turbines', 'farms')).markdown;
    expect(md).toMatch(/\*\*134\*\*/);
    expect(md).not.toMatch(/268/);
  });
});

describe('comparisons said in words', () => {
  it('reads the words around a number', () => {
    const words = (s: string) => s.split(' ');
    expect(cmpOpAround(words('no more than 5 goals'), 3, [])).toBe('<=');
    expect(cmpOpAround(words('no fewer than 5 goals'), 3, [])).toBe('>=');
    expect(cmpOpAround(words('a score of 95 or higher'), 3, [])).toBe('>=');
    expect(cmpOpAround(words('10 or below'), 0, [])).toBe('<=');
    expect(plusAsOrMore('games with 95+ points?')).toBe('games with 95 or more points?');
  });
  it('counts rows at or above, at or below a number', async () => {
    expect((await ask('how many games have a score of 95 or higher', 'games')).markdown).toMatch(/\*\*3\*\*/);
    expect((await ask('how many games have a score of 95+', 'games')).markdown).toMatch(/\*\*3\*\*/);
    expect((await ask('how many games sold no more than 5 million copies', 'games')).markdown).toMatch(/\*\*3\*\*/);
    expect((await ask('how many games have a score of 88 or lower', 'games')).markdown).toMatch(/\*\*2\*\*/);
  });
  it('reads a unit between the number and "or higher"', async () => {
    expect((await ask('how many games have a score of 95 points or higher', 'games')).markdown).toMatch(/\*\*3\*\*/);
  });
  it('reads "between A and B" as a range, the ends included', async () => {
    expect((await ask('how many games came out between 2001 and 2011', 'games')).markdown).toMatch(/\*\*4\*\*/);
    expect((await ask('how many games scored between 88 and 95', 'games')).markdown).toMatch(/\*\*3\*\*/);
  });
});

describe('amounts that are one row\'s cell', () => {
  it('reads the column a later phrase names in full, not the counted noun\'s', async () => {
    const md = (await ask('how many mills does corra have under repair?', 'mills')).markdown;
    expect(md).toMatch(/\*\*5\*\*/);
    expect((await ask('how many mills does corra have', 'mills')).markdown).toMatch(/\*\*7\*\*/);
  });
  it('reads a gap written with primes in the unit asked', async () => {
    expect((await ask('how many seconds did pim arlo win by', 'tour')).markdown).toMatch(/\*\*111\*\*/);
    expect((await ask('which year had the smallest gap', 'tour')).markdown).toMatch(/2002/);
  });
});

describe('rows with none of something', () => {
  it('counts a dash as zero in a column that never writes 0', async () => {
    expect((await ask('how many provinces have no mills under repair', 'mills')).markdown).toMatch(/\*\*2\*\*/);
  });
  it('counts zeros only where the column writes them', async () => {
    expect((await ask("how many winners didn't win a single stage", 'tour')).markdown).toMatch(/\*\*2\*\*/);
  });
});
