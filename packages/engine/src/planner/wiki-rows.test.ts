/**
 * Rows of wiki-style lists named, set against each other, ruled out, or read around a gap:
 * "which did better, A or B", "besides X", "from 2000 thru 2009", "the last film X directed",
 * "who won the leg before X's time trial" across a rest day, "largest city in X" over a
 * `Largest city` column.
 */
import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// Small tables written here: the analyst must know nothing of them.
const SONGS = `Year,Title,Chart A,Chart B,Album
2001,Blue Tin,3,8,First Light
2001,Red Kite,12,14,First Light
2003,Low Tide,1,4,Harbour
2004,Glass Yard,5,—,Harbour
2006,Paper Moon,2,6,Non-album single
`;
const PRIZES = `Year,Winner,Born,Nation
2000,Ada Ferro,1950,Norland
2001,Ben Osk,1941,Eastia
2002,Cai Lun,1960,Norland
2003,Dee Marr,1938,Southia
2004,Eli Tan,1970,Eastia
2005,Fay Roe,1965,Norland
2006,Gus Vail,1959,Westia
`;
const FILMS = `No.,Title,Release date,Director,Running time (min)
1,Sky Harbour,1986-08-02,Ana Moss,124
2,Fern Hollow,1988-04-16,Ana Moss,86
3,Ash Field,1988-04-16,Bo Kell,89
4,Tide Mill,1991-07-20,Bo Kell,118
5,Moth Lantern,1995-07-15,Ana Moss,111
6,Stone Garden,1999-07-17,Bo Kell,104
7,Rain Market,2001-07-20,Cy Dunn,125
`;
const LEGS = `Leg,Date,Route,Kind,Winner
1,3 March,Arlen to Bosk,Hilly leg,Ida Marr (NOR)
2,4 March,Bosk to Cade,Flat leg,Oto Lund (SWE)
3,5 March,Cade to Dunmore,Flat leg,Oto Lund (SWE)
,6 March,Dunmore,Rest day,
4,7 March,Dunmore to Elst,Time trial,Pia Holm (DEN)
5,8 March,Elst to Farr,Flat leg,Ida Marr (NOR)
`;
const REGIONS = `Region,Capital,Largest city,Population,Kind
Norland,Avel,Brin,120000,Province
Eastia,Corr,Corr,80000,Province
Southia,Dell,Erm,40000,Province
Westia,Fenn,Gale,30000,Territory
Ostia,Hale,Hale,20000,Territory
`;
const tables = useCsvTables({ songs: SONGS, prizes: PRIZES, films: FILMS, race_legs: LEGS, regions: REGIONS });
const ask = async (question: string, dataset: string) => (await tables.ask(question, dataset)).markdown;

describe('rows set against each other', () => {
  it('lists each named row’s figure for "which did better, A or B", never their average', async () => {
    const better = await ask('which did better on chart b, blue tin or red kite', 'songs');
    expect(better).toMatch(/Blue Tin.*8/s);
    expect(better).toMatch(/Red Kite.*14/s);
    expect(better).not.toContain('average');
  });
});

describe('rows ruled out or bounded', () => {
  it('reads "besides X" as ruling X out, never as picking it', async () => {
    const besides = await ask('besides ana moss who directed the most films', 'films');
    expect(besides).not.toMatch(/^\*\*Ana Moss\*\*/);
  });

  it('reads "from 2000 thru 2004" as a range of years', async () => {
    const range = await ask('how many winners from 2000 thru 2004', 'prizes');
    expect(range).toContain('**5**');
    expect(range).not.toContain('"thru"');
  });
});

describe('a row picked among the rows a name keeps', () => {
  it('keeps the name when the last row is asked for', async () => {
    expect(await ask('what was the last film bo kell directed', 'films')).toContain('Stone Garden');
  });
});

describe('neighbours across a gap', () => {
  it('skips a row with nothing in the cell asked (a rest day) when reading the leg before', async () => {
    expect(await ask("who won the leg before pia holm's time trial", 'race_legs')).toContain('Oto Lund');
  });
});

describe('a column named with a ranking word', () => {
  it('never counts the rows for "largest city in X"', async () => {
    const answer = await ask('largest city in norland?', 'regions');
    expect(answer).not.toMatch(/^\*\*1\*\*/);
    expect(answer).toMatch(/Brin|Largest city/);
  });
});

describe('a kind of people no column tells apart', () => {
  it('asks back for "how many women have won" rather than counting every row', async () => {
    const answer = await tables.ask('how many women have won since 2002', 'prizes');
    expect(answer.clarify, answer.markdown).toBeDefined();
    expect(answer.markdown).not.toMatch(/\*\*5\*\*/);
  });
});

describe('a list of names with one item nothing matches', () => {
  it('asks about the item rather than adding up the others', async () => {
    const answer = await tables.ask('combined population of norland, sth and westia', 'regions');
    expect(answer.markdown).not.toContain('150,000');
    expect(answer.markdown).toContain('sth');
    const all = await tables.ask('combined population of norland, eastia and westia', 'regions');
    expect(all.markdown).toContain('230,000');
  });
});
