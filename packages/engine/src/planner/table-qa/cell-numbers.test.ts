import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { normalizeNumbers } from '../number-words';
import { durationSeconds, isDurationColumn } from './cell-durations';

// Small wiki-style tables written here: the stage must know nothing of them.
const RACE = `Year,Champion,Time,Notes
2001,Ida Brenn (NOR),2:09:47,
2002,Ole Vasko (FIN),2:11:05,
2003,Pim Arlo (NED),2:07:14,course record
2004,Ida Brenn (NOR),2:10:02,
2005,—,—,cancelled
2006,Ulf Sande (SWE),2:12:40,
`;
const MILE = `Runner,Club,Mark
Tess Orr,Harwick,3:58.4
Joel Penn,Dunmore,4:02.1
Abe Kline,Harwick,3:55.9
`;

const SHOWS = `No.,Title,Writer,Viewers (millions)
1,Cold Open,Ana Ruiz,5.61
2,Second Wind,Bo Hart,4.20
3,Third Rail,Ana Ruiz,6.05
4,Last Call,Cy Dole,3.90
`;
const SPANS = `Rank,Bridge,Main span,Opened,Country
1,Harrow Strait Bridge,"1,990 m (6,529 ft)",1998,Norland
2,Kell Narrows Bridge,"1,624 m (5,328 ft)[a]",2009,Norland
3,Tarn Gate Bridge,"1,410 m (4,626 ft)",1981,Estmark
4,Olm River Bridge,"1,280 m (4,199 ft)",1937,Estmark
`;

const TERMS = `Governor,Took office,Time in office
Ann Vale,1990,"6 years, 127 days"
Bo Reyes,1996,68 days
Cy Mott,1997,"2 years, 5 days"
Di Park,1999,—
`;
const TESTS = `Test,Pilot,Duration,Gap
1,Ann Vale,3 min 59 s,+ 1′ 27″
2,Bo Reyes,1 h 6 min,+ 28″
3,Cy Mott,49 min,+ 2′ 05″
`;

const tables = useCsvTables({ race: RACE, mile: MILE, shows: SHOWS, spans: SPANS, terms: TERMS, tests: TESTS });
const ask = (question: string, dataset: string) => tables.ask(question, dataset);

describe('times written in text cells', () => {
  it('reads h:mm:ss and m:ss.f as seconds', () => {
    expect(durationSeconds('2:09:47')).toBe(7787);
    expect(durationSeconds('3:45.2')).toBeCloseTo(225.2);
    expect(durationSeconds('2:03:02 (WR)')).toBe(7382);
    expect(durationSeconds('1,700 m')).toBeUndefined();
    expect(durationSeconds('2009')).toBeUndefined();
    expect(isDurationColumn(['2:09:47', '2:11:05', '—'].slice(0, 2))).toBe(true);
    expect(isDurationColumn(['W 2–1', '3–0'])).toBe(false);
  });

  it('reads lengths in unit words and gaps with primes when the column mixes units', () => {
    expect(durationSeconds('3 min 59 s')).toBe(239);
    expect(durationSeconds('1 h 6 min')).toBe(3960);
    expect(durationSeconds('68 days')).toBe(68 * 86400);
    expect(durationSeconds('+ 1′ 27″')).toBe(87);
    expect(isDurationColumn(['6 years, 127 days', '68 days'])).toBe(true);
    // one unit throughout: read by its numbers, in that unit
    expect(isDurationColumn(['34 years', '41 years'])).toBe(false);
  });

  it('ranks rows by lengths in unit words and by gaps with primes', async () => {
    expect((await ask('who had the shortest time in office', 'terms')).markdown).toMatch(/^\*\*Bo Reyes\*\*/);
    expect((await ask('which pilot had the longest duration', 'tests')).markdown).toMatch(/^\*\*Bo Reyes\*\*/);
    expect((await ask('which pilot had the biggest gap', 'tests')).markdown).toMatch(/^\*\*Cy Mott\*\*/);
  });

  it('ranks rows by the whole time, not by its hours, and shows the cell as written', async () => {
    expect((await ask('what was the fastest winning time?', 'race')).markdown).toMatch(/^The lowest Time is \*\*2:07:14\*\*/);
    expect((await ask('who ran the fastest time', 'race')).markdown).toMatch(/^\*\*Pim Arlo \(NED\)\*\*/);
    expect((await ask('who ran the fastest mark?', 'mile')).markdown).toMatch(/^\*\*Abe Kline\*\*/);
  });
});

describe('numbers written with units and scales in questions', () => {
  it('reads "a million" as a number', () => {
    expect(normalizeNumbers('budgets over 2.5m')).toBe('budgets over 2500000');
    expect(normalizeNumbers('more than a million votes')).toBe('more than 1000000 votes');
    expect(normalizeNumbers('a hundred thousand')).toBe('100000');
    expect(normalizeNumbers('what a team')).toBe('what a team');
  });
});

describe('numbers of cells written with units, and of headers counted in millions', () => {
  it('compares "5 million viewers" with a column counted in millions', async () => {
    expect((await ask('how many episodes had over 5 million viewers?', 'shows')).markdown).toMatch(/\*\*2\*\*/);
  });

  it('reads the first number of "1,990 m (6,529 ft)" as the value and the number before ft "in feet"', async () => {
    expect((await ask('how many bridges have a main span over 1,500 m?', 'spans')).markdown).toMatch(/^\*\*2\*\*/);
    expect((await ask('what is the total main span of the bridges in estmark in feet?', 'spans')).markdown).toMatch(/^\*\*8825\*\*/);
    expect((await ask('what is the main span of tarn gate bridge in feet?', 'spans')).markdown).toMatch(/^\*\*4626\*\*/);
  });

  it('reads the slowest time as the highest', async () => {
    expect((await ask('what was the slowest winning time?', 'race')).markdown).toMatch(/^The highest Time is \*\*2:12:40\*\*/);
  });
});
