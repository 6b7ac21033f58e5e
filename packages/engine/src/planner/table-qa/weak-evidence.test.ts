import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented tables: towers with a list of uses, a list of moons with discovery years, a race's
// winners only, a chart run whose first cell is a note, and terms of office written as long dates.
const tables = useCsvTables({
  towers: `Rank,Name,Height (m),Floors,Use
1,Sky Needle,610,120,"Office, hotel"
2,Palm Spire,480,98,Hotel
3,Dune Heights,455,90,Residential
4,Reef House,430,85,"Residential, hotel"
5,Coral Point,410,80,Hotel
6,Gulf Crown,395,77,Residential
`,
  moons: `Rank,Moon,Planet,Diameter (km),Discovered
1,Alba,Kestra,5200,1610
2,Brin,Kestra,4100,1655
3,Cora,Velo,3600,1846
4,Dex,Velo,2100,1948
5,Eon,Kestra,1500,1989
6,Fay,Velo,900,—
`,
  race: `Year,Winner,Country,Time
2019,Ida Brenn,Norway,2:19:20
2020,Ole Vasko,Finland,2:21:05
2021,Pim Arlo,Netherlands,2:17:14
2022,Ulf Sande,Sweden,2:16:40
`,
  chart: `No.,Song,Artist,Weeks
—,Old Flame,Ada Quill,(carried over from 1999)
1,Blue Hour,Bo Kim,2
2,Low Tide,Cy Dole,1
3,Red Sky,Ada Quill,5
4,Far Shore,Eli Moss,3
`,
  terms: `No.,Leader,Took office,Left office,Party
1,Ann Reed,"June 1, 1801","June 1, 1809",Whig
2,Bo Lake,"June 1, 1809","April 9, 1813",Tory
3,Cy Hart,"April 9, 1813","June 1, 1821",Whig
4,Di Moss,"June 1, 1821","May 2, 1825",Tory
5,Ed Fenn,"May 2, 1825",Incumbent,Whig
`,
});

describe('a cell said with "only"', () => {
  it('is that value alone, said before or after it', async () => {
    expect((await tables.ask('how many towers are purely hotel ones', 'towers')).markdown).toContain('**2**');
    expect((await tables.ask('mean height of the hotel only blocks', 'towers')).markdown).toContain('**445**');
    expect((await tables.ask('how many are hotels', 'towers')).markdown).toMatch(/^\*\*4\*\*/);
  });
});

describe('two rows compared', () => {
  it('reads "diff" as the difference', async () => {
    expect((await tables.ask('floors diff between sky needle and palm spire', 'towers')).markdown).toMatch(/difference of \*\*22\*\*/);
  });
});

describe('numbers said as a number of rows', () => {
  it('never reads "the 2 kestra moons" style counts as a rank', async () => {
    const reply = await tables.ask('combined diameter of the 2 icy moons', 'moons');
    expect(reply.markdown).not.toMatch(/Rank is 2/);
  });

  it('reads "the 19th century" as its hundred years', async () => {
    expect((await tables.ask('how many were discovered in the 19th century', 'moons')).markdown).toMatch(/^\*\*1\*\*/);
  });
});

describe('what the table does not hold', () => {
  it('asks back when a place other than the first is asked of a list of winners', async () => {
    const reply = await tables.ask('who finished third in 2021', 'race');
    expect(reply.markdown).not.toContain('Pim Arlo');
  });

  it('ranks nothing by the most rows when a condition keeps one row', async () => {
    const reply = await tables.ask('who took the most wickets in 2020', 'race');
    expect(reply.markdown).not.toMatch(/with 1 rows/);
  });

  it('never reads a note in brackets as the number it mentions', async () => {
    expect((await tables.ask('how many tracks spent over 2 weeks', 'chart')).markdown).toMatch(/^\*\*2\*\*/);
  });

  it('never reads dates written "June 1, 1801" as lists of items', async () => {
    const reply = await tables.ask('which leader had the highest approval rating', 'terms');
    expect(reply.markdown).not.toMatch(/number of Left office/);
  });
});
