import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Small tables written here: words that say what the rows are, which column a verb names, demonyms.
const TABLES: Record<string, string> = {
  songs: `Title,Year,Chart,Album
Amber Road,2001,1,Lantern
Night Bus,2002,4,Lantern
Glass Tide,2003,1,Non-album single
Paper Crown,2005,2,Harbor
`,
  episodes: `No.,Title,Directed by,Written by,Viewers
1,Pilot,Ada Quill,Ben Hart,3.1
2,Second Wind,Ben Hart,Ada Quill,2.8
3,Cold Open,Cy Moss,Ada Quill,2.5
4,Last Call,Cy Moss,Ben Hart,4.0
`,
  races: `Year,Winner,Time
2001,Abel Mutua (KEN),2:09:10
2002,Tesfa Girma (ETH),2:08:40
2003,Kip Rono (KEN),2:10:05
2004,Lars Berg (SWE),2:11:30
`,
  bridges: `Name,Country,Year opened,Span
Iron Gate,Norland,1931,1200
Sky Arch,Estmark,1998,1500
Old Ferry,Norland,1910,800
River Bow,Estmark,2012,1100
`,
  finals: `Season,Winners,City
2001,Lisbon,Madrid
2002,Porto,Lisbon
2003,Madrid,Porto
2004,Ajax,Paris
`,
  fixtures: `Date,Opponent,Venue,Result,Scorers
2020-08-01,Rovers,H,W 2–0,"Lind, Moe"
2020-08-08,Athletic,A,L 0–1,
2020-08-15,Rovers,A,D 1–1,Lind
2020-08-22,United,H,W 3–1,"Moe (2), Park"
`,
};

const tables = useCsvTables(TABLES);
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('the noun that names the rows', () => {
  it('counts the rows it names instead of filtering to a cell holding that word', async () => {
    const reply = await ask('how many singles are from lantern?', 'songs');
    expect(reply.markdown).toMatch(/\*\*2\*\*/);
    expect(reply.markdown).not.toContain('Non-album');
  });

  it('takes the last row of the whole list for "the last single"', async () => {
    const reply = await ask('what was the last single released?', 'songs');
    expect(reply.markdown).toContain('Paper Crown');
    expect(reply.markdown).not.toContain('Glass Tide');
  });
});

describe('the column a verb names', () => {
  it('reads "write" as the Written by column, not another column holding the same person', async () => {
    const reply = await ask('how many episodes did ada quill write?', 'episodes');
    expect(reply.markdown).toMatch(/\*\*2\*\*/);
    expect(reply.markdown).not.toContain('Directed by is');
  });

  it('does not answer an average of a column the words after "average" do not name', async () => {
    const reply = await ask('what is the average budget of the episodes written by ben hart?', 'episodes');
    expect(reply.markdown).not.toContain('3.55');
    expect(reply.markdown).not.toMatch(/average (No\.|Viewers)/);
  });

  it('does not list a loosely named column for a score asked of two rows', async () => {
    const reply = await ask('what was the score against rovers', 'fixtures');
    expect(reply.markdown).not.toContain('Lind, Moe');
  });
});

describe('a value found in several columns', () => {
  it('takes the cell from the column the verb names', async () => {
    const reply = await ask('who won after porto', 'finals');
    expect(reply.markdown).toContain('Madrid');
    expect(reply.markdown).not.toContain('Ajax');
  });

  it('adds a measure up over every row when the question says across the whole season', async () => {
    const reply = await ask('total viewers across the season?', 'episodes');
    expect(reply.markdown).toContain('12.4');
  });
});

describe('demonyms and ages', () => {
  it('matches a demonym to the country code written in the cells', async () => {
    expect((await ask('how many times did a kenyan win?', 'races')).markdown).toMatch(/\*\*2\*\*/);
    expect((await ask('how many ethiopians have won since 2000?', 'races')).markdown).toMatch(/\*\*1\*\*/);
  });

  it('reads "oldest" over a year as its lowest value', async () => {
    const reply = await ask('what is the oldest bridge on the list?', 'bridges');
    expect(reply.markdown).toContain('Old Ferry');
    expect(reply.markdown).not.toContain('River Bow');
  });

  it('does not take the first row of the list for "the first to" a deed no column dates', async () => {
    const reply = await ask('which bridge was the first to close?', 'bridges');
    expect(reply.markdown).not.toMatch(/\*\*Iron Gate\*\*/);
  });
});
