import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented lists: the stage must know nothing of them.
const tables = useCsvTables({
  governors: `No.,Name,Party,Took office,Left office,Seat
1st,Ada Brenn,Green,3 March 1901,14 June 1905[a],Northfield
2nd,Otto Vail,Blue,14 June 1905,20 June 1905,Harrow
3rd,Mira Solt,Blue,20 June 1905,9 May 1912,Harrow
4th,Ada Brenn,Green,9 May 1912,2 January 1920[b],Northfield
5th,Lena Quist,Blue,2 January 1920,17 August 1931,Eastmoor
6th,Rolf Dane,Green,17 August 1931,Incumbent,Westley
`,
  records: `#,Mark,Athlete,Country,Date,Venue
1,8.12,Ivo Strand,Norway,4 May 1961,Oslo
2,8.05,Kai Moll,Germany,12 July 1963,Bonn
3,7.98,Kai Moll,Germany,2 August 1970,Munich
4,7.91,Tess Arden,Canada,19 June 1971,Toronto
5,7.88,Rui Pego,Portugal,1 May 1984,Lisbon
`,
  games: `Title,Released,Platform,Units (millions)
Star Quarry,14 March 1989,Orb 8,2.1
Star Quarry II,2 June 1991,Orb 8,1.4
Moon Forge,30 October 1995,Orb 64,3.9
Deep Harbor,11 November 2001,Cube,0.8
Moon Forge Returns,5 April 2010,Cube,5.2
`,
  bridges: `Year,Bridge,River,Span (m)
1874,Alder Crossing,Wend,120
1890,Birch Span,Tarn,210
1903,Cedar Arch,Wend,150
1931,Dunmore Bridge,Ash,300
1962,Elm Viaduct,Tarn,95
`,
});

describe('time between two rows of a list', () => {
  it('takes each named row, the first one when "the first time" is said', async () => {
    const a = await tables.ask(
      'how many years between otto vail taking office and ada brenn taking office the first time?',
      'governors',
    );
    expect(a.markdown).toMatch(/\*\*4\*\* years/);
    expect(a.markdown).toContain('3 March 1901');
  });

  it('asks nothing of a name with several rows unless told which', async () => {
    const a = await tables.ask(
      'how many years between otto vail taking office and ada brenn taking office',
      'governors',
    );
    expect(a.markdown).not.toMatch(/\*\*(4|11|15|19)\*\* years?/);
  });

  it('takes the second of two rows when told, and reads no second row of the list', async () => {
    const a = await tables.ask(
      'how many years between otto vail taking office and ada brenn taking office the second time?',
      'governors',
    );
    expect(a.markdown).toMatch(/\*\*7\*\* years/);
    const b = await tables.ask('how many years between the first and second game?', 'games');
    expect(b.markdown).not.toMatch(/\*\*21\*\* years/);
  });

  it('reads a verb of ending as the end column', async () => {
    const a = await tables.ask(
      'how many years between mira solt taking office and lena quist leaving office?',
      'governors',
    );
    expect(a.markdown).toMatch(/\*\*26\*\* years/);
  });

  it('reads "the first game" as the earliest row and names the other row', async () => {
    const a = await tables.ask('how many years between the first game and moon forge returns?', 'games');
    expect(a.markdown).toMatch(/\*\*21\*\* years/);
  });

  it('reads "the next one" as the row listed after the named one', async () => {
    const a = await tables.ask("how many years between tess arden's record and the next one?", 'records');
    expect(a.markdown).toMatch(/\*\*13\*\* years/);
  });

  it('counts days when days are asked', async () => {
    const a = await tables.ask('how many days between moon forge and deep harbor?', 'games');
    expect(a.markdown).toMatch(/\*\*2,204\*\* days/);
  });

  it('counts years of a year column', async () => {
    const a = await tables.ask('how many years between cedar arch and the first bridge?', 'bridges');
    expect(a.markdown).toMatch(/\*\*29\*\* years/);
  });
});

describe('how long a row lasted', () => {
  it('ranks rows by end date minus start date, written as text with footnotes', async () => {
    const a = await tables.ask('which governor was in office for the shortest time?', 'governors');
    expect(a.markdown).toMatch(/^\*\*Otto Vail\*\*: 6 days/);
  });

  it('answers the longest too, leaving out a row with no end', async () => {
    const a = await tables.ask('who served the longest?', 'governors');
    expect(a.markdown).toMatch(/^\*\*Lena Quist\*\*/);
  });

  it('says how long one row lasted, in days and in years when asked', async () => {
    const days = await tables.ask('how long was lena quist in office?', 'governors');
    expect(days.markdown).toMatch(
      /\*\*4,245 days\*\* \(about 11\.6 years; from 2 January 1920 to 17 August 1931\)/,
    );
    const years = await tables.ask('how many years was mira solt in office?', 'governors');
    expect(years.markdown).toMatch(/\*\*6\.9\*\* years/);
  });

  it('compares two rows by how long they lasted', async () => {
    const a = await tables.ask('who served longer, otto vail or mira solt?', 'governors');
    expect(a.markdown).toMatch(/^\*\*Mira Solt\*\*/);
  });

  it('reads a record as lasting until the next row', async () => {
    const a = await tables.ask('whose record lasted the longest?', 'records');
    expect(a.markdown).toMatch(/^\*\*Tess Arden\*\*: 4,700 days/);
  });
});

describe('time still running, and lengths compared with a number', () => {
  it('counts a row marked incumbent to today', async () => {
    const a = await tables.ask('how long has rolf dane been in office?', 'governors');
    expect(a.markdown).toMatch(/^Rolf Dane: \*\*[\d,]+ days\*\*.*to today, still running/);
  });

  it('reads "held the record for the longest time" as the time until the next record', async () => {
    const a = await tables.ask('who held the record for the longest time?', 'records');
    expect(a.markdown).toMatch(/^\*\*Tess Arden\*\*/);
  });

  it('counts rows whose length is above or below a number of years or days', async () => {
    expect((await tables.ask('how many governors served more than 5 years?', 'governors')).markdown).toMatch(
      /^\*\*3\*\*/,
    );
    expect(
      (await tables.ask('how many green governors served less than 2000 days?', 'governors')).markdown,
    ).toMatch(/^\*\*1\*\*/);
  });
});

describe('the year of a date', () => {
  it('answers with the year and the date beside it', async () => {
    const a = await tables.ask('what year did deep harbor come out?', 'games');
    expect(a.markdown).toMatch(/^\*\*2001\*\* \(11 November 2001\)/);
  });
});

describe('succession in a list', () => {
  it('reads who replaced or preceded a named row as the row after or before it', async () => {
    expect((await tables.ask('who replaced otto vail?', 'governors')).markdown).toMatch(/^\*\*Mira Solt\*\*/);
    expect((await tables.ask('who did lena quist succeed?', 'governors')).markdown).toMatch(
      /^\*\*Ada Brenn\*\*/,
    );
    expect((await tables.ask("who was mira solt's successor?", 'governors')).markdown).toMatch(
      /^\*\*Ada Brenn\*\*/,
    );
  });
});
