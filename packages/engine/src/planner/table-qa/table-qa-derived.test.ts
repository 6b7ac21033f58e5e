import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Small tables written here: the stage must know nothing of them.
const WARDENS = `No.,Warden,Born,Took office,Left office,Guild
1,Hale Orrin,1801,1840,1852,Masons
2,Ivy Sarn,1815,1852,1855,Weavers
3,Jory Tull,1820,1855,1879,Masons
4,Kit Vale,1838,1879,1884,Smiths
`;
const DUELS = `Season,Home side,Result,Away side,Best player
1990,Orchard Rovers,3–1,Quarry Albion,Nell Ash (Rovers)
1991,Orchard Rovers,0–2,Millbrook Town,Tam Reed (Town)
1992,Quarry Albion,1–1,Orchard Rovers,Nell Ash (Rovers)
`;
const SEASON = `Round,Opponent,Result,Attendance
1,Ashby Town,W 3–1,"12,400"
2,Brook Lane,L 0–2,"9,800"
3,Colt Park,D 2–2 (a.e.t.),"15,000"
4,Dale End,W 5–0,"11,250"
`;
const VOYAGES = `Ship,Launched,Captain,Landfall,Notes
Gannet,1851,Ira Hobb,—,Lost at sea
Petrel,1848,Una Cole,Cape Verin,—
Skua,1860,Ira Hobb,Mossy Bay,—
Fulmar,1855,Ned Rake,—,Turned back
`;
const FINALS = `Outcome,Year,Surface,Opponent
Runner-up,2001,Clay,Ana Brill
Runner-up,2002,Clay,Ana Brill
Winner,2003,Grass,Bea Holt
Runner-up,2004,Clay,Bea Holt
Winner,2005,Grass,Cora Vinn
Winner,2006,Clay,Ana Brill
`;
const RACE = `Pos.,Driver,Team,Laps,Points
1,Ines Salo,Vortex,58,25
2,Jon Halvar,Meridian,58,18
3,Kei Moro,Vortex,58,15
Ret,Nils Oda,Cobalt,31,0
`;
const CHARTS = `Year,Album,US,UK
1994,Morning Tides,12,4
1996,Paper Lanterns,3,1
1999,North Of Here,27,9
`;
const TOWERS = `Rank,Tower,City,Height,Opened
1,Vesper Spire,Lorn,412 m (1352 ft),2011
2,Orrin Needle,Tal,398 m (1306 ft),2004
3,Brae Column,Lorn,361 m (1184 ft),2016
`;

const tables = useCsvTables({ wardens: WARDENS, duels: DUELS, towers: TOWERS, season: SEASON, voyages: VOYAGES, finals: FINALS, race: RACE, charts: CHARTS });
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('measures held as two year columns', () => {
  it('tells how long a row lasted and how old its person was when it began', async () => {
    expect((await ask('how long was jory tull in office?', 'wardens')).markdown).toMatch(/^\*\*24\*\*/);
    expect((await ask('how old was ivy sarn when she took office?', 'wardens')).markdown).toMatch(/^\*\*37\*\*/);
  });

  it('ranks rows by their span and counts rows by it', async () => {
    expect((await ask('which warden served the longest?', 'wardens')).markdown).toMatch(/^\*\*Jory Tull\*\*/);
    expect((await ask('who was the youngest when he took office?', 'wardens')).markdown).toMatch(/^\*\*Jory Tull\*\*/);
    expect((await ask('how many wardens served for less than 10 years?', 'wardens')).markdown).toMatch(/^\*\*2\*\*/);
  });

  it('reads "what number" as the numbering column', async () => {
    expect((await ask('what number was kit vale?', 'wardens')).markdown).toMatch(/^\*\*4\*\*/);
  });
});

describe('the column a question asks for', () => {
  it('answers "who did X play" with the other side of the game', async () => {
    expect((await ask('who did quarry albion play in 1992?', 'duels')).markdown).toMatch(/^\*\*Orchard Rovers\*\*/);
    expect((await ask('which team did orchard rovers face in 1991?', 'duels')).markdown).toMatch(/^\*\*Millbrook Town\*\*/);
  });

  it('reads "ahead of" and "behind" as the row before and after, and a chart peak as a position', async () => {
    expect((await ask('who finished ahead of kei moro?', 'race')).markdown).toMatch(/^\*\*Jon Halvar\*\*/);
    expect((await ask('who finished behind ines salo?', 'race')).markdown).toMatch(/^\*\*Jon Halvar\*\*/);
    expect((await ask('which album peaked highest in the uk?', 'charts')).markdown).toMatch(/^\*\*Paper Lanterns\*\*/);
    expect((await ask('which album charted lower in the us, morning tides or paper lanterns?', 'charts')).markdown).toMatch(/^\*\*Morning Tides\*\*/);
    // "the top 5 in the UK" is a place in the UK column, not the first five rows
    expect((await ask('how many albums reached the top 5 in the uk?', 'charts')).markdown).toMatch(/^\*\*2\*\*/);
    // "died last" with no year of death: neither the last row nor a guess
    expect((await ask('which warden died last?', 'wardens')).markdown).not.toMatch(/^\*\*Kit Vale\*\*/);
  });

  it('names the row asked with a superlative and a noun that is no column', async () => {
    expect((await ask('what is the tallest tower in lorn?', 'towers')).markdown).toMatch(/^\*\*Vesper Spire\*\*/);
    expect((await ask('how many towers are taller than 380 m?', 'towers')).markdown).toMatch(/^\*\*2\*\*/);
  });
});

describe('facts read from how cells are written', () => {
  it('reads goals for and against from score cells whose side the outcome letters tell', async () => {
    expect((await ask('how many goals did they score against dale end?', 'season')).markdown).toMatch(/^\*\*5\*\*/);
    expect((await ask('how many goals did they concede in total?', 'season')).markdown).toMatch(/^\*\*5\*\*/);
    expect((await ask('against which team did they score the most goals?', 'season')).markdown).toMatch(/^\*\*Dale End\*\*/);
  });

  it('counts rows by a verb naming a column that is sometimes a dash, and ranks "launched first" by year', async () => {
    expect((await ask('how many ships made landfall?', 'voyages')).markdown).toMatch(/^\*\*2\*\*/);
    expect((await ask('which ship was launched first?', 'voyages')).markdown).toMatch(/^\*\*Petrel\*\*/);
    // a deed no column holds is not read as the first row of the list
    const first = await ask('what was the first ship to sink?', 'voyages');
    expect(first.markdown).not.toMatch(/^\*\*Gannet\*\*/);
  });

  it('compares two sides only over the rows both must meet, and reads "how many days longer" as a difference', async () => {
    // 2 finals won on grass against 1 on clay, though clay has more finals
    expect((await ask('did she win more finals on grass than on clay?', 'finals')).markdown).toMatch(/^\*\*Yes\*\*/);
    expect((await ask('how many more people attended colt park than brook lane?', 'season')).markdown).toMatch(/5,200|5200/);
  });
});
