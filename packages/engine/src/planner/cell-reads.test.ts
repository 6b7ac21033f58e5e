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

const tables = useCsvTables({ farms: FARMS, games: GAMES });
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('a row adding up the others', () => {
  it('is not counted, averaged or ranked as one of the rows', async () => {
    expect((await ask('how many regions have more than 20 turbines', 'farms')).markdown).toMatch(/\*\*3\*\*/);
    expect((await ask('what is the average share of power', 'farms')).markdown).toMatch(/\*\*13\.2\*\*/);
    expect((await ask('which region has the most turbines', 'farms')).markdown).toMatch(/Norland/);
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
});
