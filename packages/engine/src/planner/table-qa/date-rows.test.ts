import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented lists: the stage must know nothing of them.
const tables = useCsvTables({
  tramways: `Town,Region,Network,Opened,Last extension,Stops,Status
Harrowgate,North,Harrowgate Tramway,1891,1962,40,Closed (1971)
Eastmoor,South,Eastmoor Light Rail,1902,2019,52,Operating
Kelby,North,Kelby Trams,1878,1930,18,Closed (1956)[a]
Pellham,West,Pellham Streetcar,1955,2021,61,Operating[b]
Ostvik,South,Ostvik Line,1912,1988,23,Operating
`,
  consoles: `Model,Maker,Europe launch,Asia launch,Units (millions)
Orb 8,Kestrel,14 March 1989,14 March 1989,12.1
Orb 16,Kestrel,2 June 1991,30 October 1990,20.4
Cube One,Tanager,11 November 1996,11 November 1996,8.8
Cube Two,Tanager,5 April 2002,19 December 2001,31.5
Orb Go,Kestrel,9 September 2005,9 September 2005,4.2
`,
  quests: `Title,Japan release,North America release,Remake of
Quest Red and Blue,27 February 1996,28 September 1998,—
Quest Gold,21 November 1999,15 October 2000,—
Quest Crimson Red and Azure Blue,14 July 2004,7 September 2004,Red and Blue
`,
  probes: `Probe,Agency,Launch date,Target,Status
Kite,North Bureau,3 May 1994,Mars,Ended (2001)
Lantern,Sea Agency,19 August 1998,Venus,Active
Heron,North Bureau,19 August 1998,Sun,Ended (2016)[a]
Marten,Sea Agency,7 March 2006,Jupiter,Ended (2012)
Quill,Sea Agency,22 June 2011,Saturn,Active
`,
  laureates: `Year,Laureate,Field
1961,Ivo Strand,Physics
1966,Kai Moll,Chemistry
1970,Tess Arden,Physics
1979,Tess Arden,Chemistry
1984,Rui Pego,Physics
`,
});

describe('time after one row until another', () => {
  it('counts the years from one named row to the other, with the column the verb names', async () => {
    const a = await tables.ask('how many years after kelby did pellham open its tramway', 'tramways');
    expect(a.markdown).toMatch(/\*\*77\*\* years/);
  });

  it('counts days between two dates written in words', async () => {
    const b = await tables.ask('how many days after cube one did cube two come out in europe', 'consoles');
    expect(b.markdown).toMatch(/\*\*1,971\*\* days/);
  });

  it('reads one row from one date column to another', async () => {
    const a = await tables.ask(
      'how many days after the asia launch did cube two come out in europe',
      'consoles',
    );
    expect(a.markdown).toMatch(/\*\*107\*\* days/);
  });

  it('reads a name said as the row of that name, not a row that refers to it', async () => {
    const a = await tables.ask(
      'how many days after the japanese release did red and blue come out in north america',
      'quests',
    );
    expect(a.markdown).toMatch(/\*\*944\*\* days/);
  });

  it('takes the first of several columns of one kind of date when no side names one', async () => {
    const a = await tables.ask('how many years between the first console and cube two', 'consoles');
    expect(a.markdown).toMatch(/\*\*13\*\* years/);
    expect(a.markdown).toContain('Europe launch');
  });

  it('gives no number when one side names nothing the list can date', async () => {
    const a = await tables.ask("how many years between kai moll's win and zed quill's prize", 'laureates');
    expect(a.markdown).not.toMatch(/\*\*\d+\*\* years/);
    const b = await tables.ask("how many years between kai moll's win and tess ardens first prize", 'laureates');
    expect(b.markdown).toMatch(/\*\*4\*\* years/);
  });
});

describe('rows picked or counted by their dates', () => {
  it('reads the oldest and the newest row by the column of when each began', async () => {
    const a = await tables.ask('what is the oldest tramway?', 'tramways');
    expect(a.markdown).toContain('Kelby');
    const b = await tables.ask('what is the newest tramway in the south', 'tramways');
    expect(b.markdown).toContain('Ostvik');
    const c = await tables.ask('which is the oldest console', 'consoles');
    expect(c.markdown).toContain('Orb 8');
  });

  it('reads "gone the longest without an extension" as the earliest last extension', async () => {
    const a = await tables.ask('which tramway has gone the longest without an extension', 'tramways');
    expect(a.markdown).toContain('Kelby');
    expect(a.markdown).not.toContain('Eastmoor');
  });

  it('counts rows whose two dates fall on the same day', async () => {
    const a = await tables.ask('how many consoles came out on the same day in europe and asia', 'consoles');
    expect(a.markdown).toMatch(/\*\*3\*\*/);
    const b = await tables.ask('how many kestrel consoles launched on the same day in europe and asia', 'consoles');
    expect(b.markdown).toMatch(/\*\*2\*\*/);
  });

  it('counts the years a row was open to the year its status writes, or to today', async () => {
    const a = await tables.ask('how many years was the harrowgate tramway open', 'tramways');
    expect(a.markdown).toMatch(/\*\*80 years\*\*/);
    const b = await tables.ask('how long has ostvik line been operating', 'tramways');
    expect(b.markdown).toContain(`${new Date().getFullYear() - 1912} years`);
    expect(b.markdown).toContain('still running');
  });
});

describe('rows of a status that writes an end year', () => {
  it('counts the years from a launch date to the end year', async () => {
    const a = await tables.ask('how many years did marten operate?', 'probes');
    expect(a.markdown).toMatch(/\*\*6 years\*\*/);
  });

  it('picks the first and the last row to end', async () => {
    const a = await tables.ask('which probe was the first to end its mission?', 'probes');
    expect(a.markdown).toContain('Kite');
    const b = await tables.ask('what was the last probe to end its mission', 'probes');
    expect(b.markdown).toContain('Heron');
  });

  it('lists the rows sharing a date with another', async () => {
    const a = await tables.ask('which two probes were launched on the same day?', 'probes');
    expect(a.markdown).toContain('Lantern');
    expect(a.markdown).toContain('Heron');
    expect(a.markdown).not.toContain('Kite');
  });
});

describe('time from a row to today', () => {
  it('counts the years since the date the question names, or since the row began', async () => {
    const year = new Date().getFullYear();
    const a = await tables.ask('how many years ago did kelby open its trams', 'tramways');
    expect(a.markdown).toContain(`${year - 1878} years`);
    const b = await tables.ask('how long since the last extension of the eastmoor light rail', 'tramways');
    expect(b.markdown).toContain(`${year - 2019} years`);
  });
});

describe('a follow-up naming another column of one kind', () => {
  it('reads the date column the question names, then the one the follow-up names', async () => {
    const a = await tables.ask('when did cube two come out in asia?', 'consoles');
    expect(a.markdown).toMatch(/2001-12-19|19 December 2001/);
    const b = await tables.ask('and in europe?', 'consoles', a);
    expect(b.markdown).toMatch(/2002-04-05|5 April 2002/);
  });
});
