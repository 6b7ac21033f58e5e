import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented lists: the stages must know nothing of them.
const tables = useCsvTables({
  // a year and a premiere date of the same event, and a running time in minutes
  cartoons: `#,Title,Year,Studio,Premiere,Running time,Budget
1,Paper Moon Fox,1971,Lumen,3 May 1971,88 min,$1 million
2,The Tin Lark,1973,Lumen,9 June 1973,92 min,$2 million
3,Harbor of Owls,1974,Brask,1 March 1974,101 min,$2 million
4,Cloud Tailor,1981,Brask,20 November 1981,79 min,$4 million
5,The Glass Orchard,1983,Lumen,14 July 1983,124 min,$6 million
6,Mole Kingdom,1984,Orrin,2 February 1984,97 min,$7 million
7,Lantern Bay,1990,Orrin,30 August 1990,95 min,$9 million
8,Snow Engine,1991,Brask,6 December 1991,110 min,$12 million
`,
  arenas: `Rank,Arena,Seats,City,Opened
1,Grand Vale Arena,"98,000",Tarsk,1988
2,Old Quay Ground,"91,500",Morrow,1861
3,Iron Hill Park,"84,200",Velk,2019
4,Riverside Bowl,"80,100",Ostry,1931
5,Crown Field,"77,000",Tarsk,1964
`,
  eruptions: `Volcano,Country,Year,Deaths
Mount Arvel,Nortia,1815,7100
Kessa Peak,Doria,79,2000
Mount Ulm,Nortia,1902,2800
Vorn,Estal,1985,2300
Cape Sill,Doria,2022,6
Mount Trey,Estal,1883,3600
`,
  records: `Title,Released,Label,Tracks,Peak UK,Peak US
Night Harbor,3 May 1971,Fenn,10,24,83
Quiet Engine,9 March 1972,Fenn,11,5,49
Glass Rooms,8 November 1973,Fenn,13,2,12
Tin Parade,21 November 1974,Fenn,12,1,4
Velvet Map,10 December 1976,Fenn,10,1,5
Low Orbit,28 October 1977,Fenn,11,4,3
Paper Sun,10 November 1978,Fenn,10,2,6
Echo Garden,30 June 1980,Fenn,10,1,1
Salt Years,8 December 1980,Fenn,18,10,23
North Wire,21 May 1982,Fenn,11,4,22
`,
  singles: `Title,Year,UK,US,Album
Red Kite,2009,3,,Dawn
Stone Choir,2010,1,2,Dawn
Blue Hour,2011,7,1,Dawn
Iron Gate,2013,1,1,Noon
Fable,2015,12,40,Noon
Low Tide,2016,2,1,Noon
`,
  consoles: `Rank,Platform,Maker,Released,Discontinued,Units sold
1,Orb Station,Velo,2000,2013,155 million
2,Pocket Duo,Kanto,2004,2013,154 million
3,Hexa Box,Velo,1994,2006,102 million
4,Tele Arc,Marlin,1977,1992,30 million
`,
  crossings: `Rank,Name,Main span,Year opened,Country
1,Harrow Strait Bridge,"1,990 m (6,529 ft)",1998,Norland
2,Kell Narrows Bridge,"1,624 m (5,328 ft)[a]",2009,Norland
3,Tarn Gate Bridge,"1,410 m (4,626 ft)",1981,Estmark
4,Olm River Bridge,"1,280 m (4,199 ft)",1937,Estmark
`,
  governors: `No.,Name,Party,Took office,Left office
1,Ada Brenn,Green,"March 3, 1901","June 14, 1905"
2,Otto Vail,Blue,"June 14, 1905","June 20, 1905"
3,Mira Solt,Blue,"June 20, 1905","May 9, 1912"
4,Ivo Dask,Green,"May 9, 1912","January 2, 1920"
5,Lena Quist,Blue,"January 2, 1920","August 17, 1931"
6,Rolf Dane,Green,"August 17, 1931",Incumbent
`,
});

describe('longest and shortest over lengths and gaps', () => {
  it('ranks the column of running times, not a year subtracted from a date of the same year', async () => {
    const a = await tables.ask('longest cartoon', 'cartoons');
    expect(a.markdown).toContain('The Glass Orchard');
    expect(a.markdown).not.toContain('Premiere −');
    const b = await tables.ask('which cartoon is the shortest', 'cartoons');
    expect(b.markdown).toContain('Cloud Tailor');
  });

  it('ranks a span written in two units by its own column', async () => {
    expect((await tables.ask('longest bridge', 'crossings')).markdown).toContain('Harrow Strait Bridge');
    expect((await tables.ask('which bridge is the shortest', 'crossings')).markdown).toContain('Olm River Bridge');
  });

  it('reads the longest gap between two rows as the time to the next one, naming both', async () => {
    const a = await tables.ask('longest gap between two cartoons', 'cartoons');
    expect(a.markdown).toContain('Harbor of Owls');
    expect(a.markdown).toContain('Cloud Tailor');
  });
});

describe('oldest and newest over a year', () => {
  it('the oldest is the earliest year opened and the newest the latest, never the biggest', async () => {
    expect((await tables.ask('oldest arena', 'arenas')).markdown).toContain('Old Quay Ground');
    expect((await tables.ask('what is the newest arena', 'arenas')).markdown).toContain('Iron Hill Park');
  });

  it('reads a year column holding early years the same way', async () => {
    expect((await tables.ask('oldest eruption listed', 'eruptions')).markdown).toContain('Kessa Peak');
    expect((await tables.ask('most recent eruption', 'eruptions')).markdown).toContain('Cape Sill');
  });
});

describe('chart places', () => {
  it('charted lowest is the largest place number', async () => {
    const a = await tables.ask('which record charted lowest in the us', 'records');
    expect(a.markdown).toContain('Night Harbor');
  });

  it('peaked in a country is the place in that country\'s column', async () => {
    expect((await tables.ask('what did low orbit peak at in the us', 'records')).markdown).toContain('**3**');
    const top = await tables.ask('top 2 records by us chart position', 'records');
    expect(top.markdown).toContain('Echo Garden');
    expect(top.markdown).toContain('Low Orbit');
    expect(top.markdown).not.toContain('Night Harbor');
  });

  it('reads no 1 and a top 5 as places compared, not rows ranked', async () => {
    expect((await tables.ask('how many records went to no 1 in the uk', 'records')).markdown).toContain('**3**');
    expect((await tables.ask('what share of the records made the uk top 5', 'records')).markdown).toContain('80');
    const c = await tables.ask('which records made the top 5 in the us', 'records');
    for (const t of ['Tin Parade', 'Velvet Map', 'Low Orbit', 'Echo Garden']) expect(c.markdown).toContain(t);
    expect(c.markdown).not.toContain('Paper Sun');
    const d = await tables.ask('which records did not reach number 1 in the uk', 'records');
    expect(d.markdown).toContain('Night Harbor');
    expect(d.markdown).not.toContain('Tin Parade');
  });
});

describe('the noun after a superlative names the row', () => {
  it('what was the earliest console released: the console, not the year alone', async () => {
    expect((await tables.ask('what was the earliest console released', 'consoles')).markdown).toContain('Tele Arc');
  });
});

describe('chart places headed by a country code alone', () => {
  it('topped the chart is place 1 of the column the country names', async () => {
    const a = await tables.ask('which singles topped the us chart', 'singles');
    for (const t of ['Blue Hour', 'Iron Gate', 'Low Tide']) expect(a.markdown).toContain(t);
    expect(a.markdown).not.toContain('Stone Choir');
  });
});

describe('the row whose span holds a moment', () => {
  it('a superlative opening the question ranks the span of the start and end columns', async () => {
    expect((await tables.ask('shortest governorship', 'governors')).markdown).toContain('Otto Vail');
  });

  it('a year: every row in office during it', async () => {
    const a = await tables.ask('who was governor in 1905', 'governors');
    for (const n of ['Ada Brenn', 'Otto Vail', 'Mira Solt']) expect(a.markdown).toContain(n);
    expect(a.markdown).not.toContain('Ivo Dask');
  });

  it('a day: the row begun by then and not yet ended; a row with no end is still running', async () => {
    const a = await tables.ask('who was governor on may 9 1912', 'governors');
    expect(a.markdown).toContain('Ivo Dask');
    expect(a.markdown).not.toContain('Mira Solt');
    expect((await tables.ask('who was governor in 1950', 'governors')).markdown).toContain('Rolf Dane');
  });

  it('a start said by its verb filters the start column', async () => {
    const a = await tables.ask('who took office in 1912', 'governors');
    expect(a.markdown).toContain('Ivo Dask');
    expect(a.markdown).not.toContain('Mira Solt');
  });
});
