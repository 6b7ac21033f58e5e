/**
 * Lists laid out as encyclopedia pages lay them out: lengths with their conversion in brackets,
 * rest days without a number, a Total row labelled in a later column, dates without a year,
 * editions numbered in Roman numerals under a name most of them share.
 */
import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// Small tables written here: the analyst must know nothing of them.
const RALLY = `Leg,Date,Route,Distance,Kind,Winner
1,3 March,Arlen to Bosk,120 km (74.6 mi),Hilly leg,Ida Marr (NOR)
2,4 March,Bosk to Cade,151.5 km (94.1 mi),Flat leg,Oto Lund (SWE)
3,5 March,Cade to Dunmore,98 km (60.9 mi),Flat leg,Oto Lund (SWE)
,6 March,Dunmore,,Rest day,
4,7 March,Dunmore to Elst,133 km (82.6 mi),Hilly leg,Pia Holm (DEN)
5,8 March,Elst to Farr,18.5 km (11.5 mi),Time trial,Ida Marr (NOR)
6,9 March,Farr to Gell,104 km (64.6 mi),Flat leg,Oto Lund (SWE)
,,Total,625 km (388.3 mi),,
`;
const TRAMS = `Route,Colour,Opened,Length,Stops,Riders per year (millions)[a]
Harbour,Blue,1901,12.0 km (7.5 mi),20,40.0
Hillside,Red,1910,8.5 km (5.3 mi),14,25.0
Market,Green,1925,5.0 km (3.1 mi),9,15.0
Riverside,Grey,1950,10.0 km (6.2 mi),16,20.0
`;
const MEETS = `Year,Edition,Name,Host city,Teams,Events
1951,I,Lake Cup,Orrin,8,40
1955,II,Lake Cup,Pell,10,44
1959,III,Lake Cup,Orrin,12,52
1963,IV,Lake and River Cup,Quay,9,61
1967,V,Lake and River Cup,Rosk,15,58
1971,VI,Lake and River Cup,Pell,14,70
1975,VII,Open Cup,Sarn,18,66
1979,VIII,Open Cup,Tove,16,75
`;
const DEPOTS = `No.,Opened,Depot,Side,Trams,Length (km)
1,1901,Harbour,North,30,12.0
2,1910,Hillside,South,25,8.5
3,1925,Market,North,20,5.0
4,1950,Riverside,South,20,10.0
,,Total,,95,35.5
`;
const tables = useCsvTables({ rally_legs: RALLY, trams: TRAMS, meets: MEETS, depots: DEPOTS });
const ask = async (question: string, dataset: string) => (await tables.ask(question, dataset)).markdown;

describe('lengths written with their conversion in brackets', () => {
  it('reads the first figure and ranks by the length a superlative implies', async () => {
    expect(await ask('which leg was the longest', 'rally_legs')).toMatch(/^\*\*2\*\* has the highest Distance/);
    expect(await ask('which leg was the shortest', 'rally_legs')).toMatch(/^\*\*5\*\* has the lowest Distance/);
  });

});


describe('a Total row labelled after its empty leading cells', () => {
  it('is no leg of the list', async () => {
    expect(await ask('which leg was the longest', 'rally_legs')).not.toContain('625');
  });

  it('is not what "total" asks beside a category of another column', async () => {
    const total = await ask('total trams of the north depots', 'depots');
    expect(total).toContain('**50**');
    expect(total).not.toContain('No row');
  });
});

describe('rows counted by a column that numbers them', () => {
  it('reads "who won the most legs" as the winner found on the most rows', async () => {
    expect(await ask('who won the most legs', 'rally_legs')).toMatch(/^\*\*Oto Lund \(SWE\)\*\*/);
  });
});

describe('a day of a month said the other way round from the cells', () => {
  it('matches "March 5th" and "the 7th of March" to cells written 5 March and 7 March', async () => {
    expect(await ask('what leg was raced on march 5th', 'rally_legs')).toMatch(/\*\*3\*\*/);
    expect(await ask('who won on the 7th of march', 'rally_legs')).toContain('Pia Holm');
  });
});

describe('a share of an amount said after "% of"', () => {
  it('is the share of that column’s total, not of the rows', async () => {
    expect(await ask('what % of riders are on the harbour route', 'trams')).toContain('40%');
  });
});

describe('editions in Roman numerals under a shared name', () => {
  it('names the editions one by one, never adds up the shared name', async () => {
    expect(await ask('which cup had the most teams', 'meets')).toContain('1975');
    const few = await ask('which cups had fewer than 10 teams', 'meets');
    expect(few).toMatch(/\bI\b.*\bIV\b|1951.*1963/s);
    expect(few).not.toContain('Lake Cup');
    expect(await ask('which cup after 1960 had the fewest teams', 'meets')).toContain('1963');
  });
});

describe('a share of the rows a numbering column names', () => {
  it('is over the rows holding a number, not the rest days between them', async () => {
    expect(await ask('what % of the legs were flat', 'rally_legs')).toContain('50%');
  });
});

describe('rows counted by a number glued to its unit', () => {
  it('reads "over 110km" against the cells written 120 km, never adds up the leg numbers', async () => {
    const over = await ask('how many legs were over 110km', 'rally_legs');
    expect(over).toContain('**3**');
    expect(over).not.toMatch(/total Leg/);
  });
});
