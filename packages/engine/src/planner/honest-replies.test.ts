import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// Invented tables: questions the data cannot answer as asked, and follow-ups that name another row.
const TRAMS = `City,Country,Line name,Opened,Stops,Yearly riders (millions)
Varn,Estmark,Varn Tramway,1921,44,210
Ossel,Estmark,Ossel Light Rail,1987,31,—
Kettering Bay,Norland,Bay Trams,1902,58,305
Dalmor,Ostria,Dalmor Streetcar,1955,27,96
Pellow,Ostria,Pellow Tram,2004,19,41
`;
const CUPS = `Final,Champion,Runner-up,Host city,Crowd
I,Varn Rovers,Ossel United,Pellow,"41,000"
II,Dalmor Athletic,Varn Rovers,"Varn, Estmark","38,500"
III,Ossel United,Dalmor Athletic,Ossel,"52,300"
IV,Kell Wanderers,Ossel United,"Varn, Estmark","47,800"
`;
const STREAMS = `Stream,Countries crossed,Length (km)
Amber Run,"Estmark, Norland",820
Vell Water,"Norland, Ostria, Estmark",1310
Sorrow Creek,Ostria,240
`;
const SEASONS = `Year,Champion,Second
2010,Mira Tal,Jon Ves
2011,Ana Pell,Mira Tal
2012,Jon Ves,Ana Pell
2013,Mira Tal,Ana Pell
`;

// a year column held as text: one of its cells spans two years
const DUELS = `Year,Holder,Challenger
1990,Mira Tal,Jon Ves
1993–94,Mira Tal,Ana Pell
1996,Ana Pell,Mira Tal
1999,Ana Pell,Kel Orn
`;

const LINES = `Line,City,Stops
Parva Métro,Parva,30
Keld Métro,Keld,20
Orn Métro,Orn,12
`;

const tables = useCsvTables({
  lines: LINES,
  trams: TRAMS,
  cups: CUPS,
  streams: STREAMS,
  seasons: SEASONS,
  duels: DUELS,
});
const ask = tables.ask;
const asksBack = (reply: { clarify?: unknown; result?: unknown }) =>
  !!reply.clarify || reply.result === undefined;

describe('questions the table cannot answer', () => {
  it('declines a price no column holds instead of counting rows, and names what the table holds', async () => {
    const reply = await ask('how much is a ride on the varn tramway', 'trams');
    expect(asksBack(reply)).toBe(true);
    expect(reply.markdown).not.toContain('number of rows');
    expect(reply.markdown).toContain('Stops');
  });

  it('declines a price answered by a column that holds no price', async () => {
    const reply = await ask('how much were seats for final iii?', 'cups');
    expect(asksBack(reply)).toBe(true);
    expect(reply.markdown).not.toContain('52,300');
  });

  it('still answers an amount its column holds', async () => {
    const reply = await ask('how many stops does the varn tramway have', 'trams');
    expect(reply.markdown).toContain('44');
  });

  it('says the table has no figure when the cell looked up is empty', async () => {
    const reply = await ask('what is the yearly riders of the ossel light rail', 'trams');
    expect(asksBack(reply)).toBe(true);
    expect(reply.markdown).not.toContain('(missing)');
    expect(reply.markdown).toMatch(/no Yearly riders/);
  });
});

describe('questions that fit several rows or cells', () => {
  it('asks which row a singular "how long is the …" means when several rows match', async () => {
    const reply = await ask('how long is the stream in estmark', 'streams');
    expect(reply.clarify?.choices.length).toBe(2);
  });

  it('asks which column a word means when it is part of a cell of two columns', async () => {
    const reply = await ask('who won the final in varn', 'cups');
    expect(asksBack(reply)).toBe(true);
    expect(reply.clarify?.choices.join(' | ')).toContain('Varn, Estmark');
  });
});

describe('a name said without its accents', () => {
  it('is the whole cell, not a piece of two columns to ask about', async () => {
    const reply = await ask('how many stops does the parva metro have', 'lines');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('30');
  });
});

describe('follow-ups', () => {
  it('replaces a row named by one naming column with a row named by another', async () => {
    const first = await ask('how many stops does the varn tramway have', 'trams');
    const next = await ask('and dalmor?', 'trams', first);
    expect(next.markdown).toContain('27');
    expect(next.markdown).not.toContain('Varn Tramway');
  });

  it('keeps the column asked before when only the year changes', async () => {
    const first = await ask('who was champion in 2011', 'seasons');
    expect(first.markdown).toContain('Ana Pell');
    const next = await ask('what about 2012?', 'seasons', first);
    expect(next.markdown).toContain('Jon Ves');
    expect(next.markdown).not.toContain('Ana Pell');
  });

  it('reads a new year over a column of years held as text, keeping the other condition', async () => {
    const first = await ask('who did ana pell beat in 1996', 'duels');
    expect(first.markdown).toContain('Mira Tal');
    const next = await ask('and in 1999?', 'duels', first);
    expect(next.markdown).toContain('Kel Orn');
  });
});
