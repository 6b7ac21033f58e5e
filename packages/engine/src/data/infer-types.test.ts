import { describe, expect, it } from 'vitest';
import type { DatasetInfo } from './registry';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-types-');
const { load, values } = workspace;

const typeOf = (info: DatasetInfo, column: string) => info.columns.find((c) => c.name === column)?.type;

describe('textual dates become DATE columns', () => {
  const cases: [string, string[], string[]][] = [
    ['Jan 1 2000', ['Jan 1 2000', 'Jun 12 1998', 'Dec 31 2001'], ['2000-01-01', '1998-06-12', '2001-12-31']],
    ['January 1, 2000', ['"January 1, 2000"', '"June 12, 1998"', '"March 3, 2003"'], ['2000-01-01', '1998-06-12', '2003-03-03']],
    ['1 January 2000', ['1 January 2000', '12 June 1998', '3 Mar 2003'], ['2000-01-01', '1998-06-12', '2003-03-03']],
    ['2000/01/02', ['2000/01/02', '1998/06/12', '2003/12/31'], ['2000-01-02', '1998-06-12', '2003-12-31']],
    ['2000-01 (a month)', ['2000-01', '1998-06', '2003-12'], ['2000-01-01', '1998-06-01', '2003-12-01']],
    ['Q1 2020 (a quarter)', ['Q1 2020', 'Q3 2020', '2021 Q4'], ['2020-01-01', '2020-07-01', '2021-10-01']],
    ['31-Dec-99 (two-digit year)', ['01-Jan-00', '15-Jun-98', '31-Dec-99'], ['2000-01-01', '1998-06-15', '1999-12-31']],
  ];
  for (const [title, cells, expected] of cases) {
    it(title, async () => {
      const info = await load(`dates_${cases.findIndex((c) => c[0] === title)}.csv`, ['when,amount', ...cells.map((c, i) => `${c},${i}`)]);
      expect(typeOf(info, 'when')).toBe('DATE');
      expect(await values(info, 'when')).toEqual(expected);
      expect(info.warnings).toEqual([]);
    });
  }

  it('fractions and scores such as 1/2 or 3-1 are no months: a month needs a four-digit year', async () => {
    const info = await load('fractions.csv', ['part,n', '1/2,1', '1/4,2', '1/3,3', '2/3,4']);
    expect(typeOf(info, 'part')).toBe('VARCHAR');
  });

  it('timestamps in textual forms become TIMESTAMP', async () => {
    const info = await load('stamps.csv', ['at,n', 'Jan 1 2000 10:30 PM,1', 'Feb 2 2000 09:15 AM,2', 'Mar 2 2000 14:05,3']);
    expect(typeOf(info, 'at')).toBe('TIMESTAMP');
    expect(await values(info, 'at')).toEqual(['2000-01-01 22:30:00', '2000-02-02 09:15:00', '2000-03-02 14:05:00']);
    const slashes = await load('slash_stamps.csv', ['at,n', '25/12/2020 10:00,1', '01/02/2021 23:59:30,2']);
    expect(typeOf(slashes, 'at')).toBe('TIMESTAMP');
    expect(await values(slashes, 'at')).toEqual(['2020-12-25 10:00:00', '2021-02-01 23:59:30']);
  });
});

describe('day-first or month-first, from the values of each column', () => {
  it('a first part above 12 means day-first', async () => {
    const info = await load('dmy.csv', ['day,n', '01/02/2000,1', '13/02/2000,2', '28/12/2001,3']);
    expect(typeOf(info, 'day')).toBe('DATE');
    expect(await values(info, 'day')).toEqual(['2000-02-01', '2000-02-13', '2001-12-28']);
    expect(info.warnings).toEqual([]);
  });

  it('a second part above 12 means month-first, even late in a long column', async () => {
    const lines = ['day,n'];
    for (let i = 0; i < 3000; i++) lines.push(`0${(i % 9) + 1}/0${(i % 7) + 1}/2010,${i}`);
    lines.push('12/25/2010,3000');
    const info = await load('mdy.csv', lines);
    expect(typeOf(info, 'day')).toBe('DATE');
    const first = await workspace.registry.query(`SELECT day FROM mdy WHERE n IN (0, 3000) ORDER BY n`);
    expect(first.rows.map((r) => r.day)).toEqual(['2010-01-01', '2010-12-25']);
    expect(info.warnings).toEqual([]);
  });

  it('two columns of one file are settled separately', async () => {
    const info = await load('two_orders.csv', ['a,b', '13/01/2000,01/13/2000', '02/03/2000,02/03/2000']);
    expect(await values(info, 'a')).toEqual(['2000-01-13', '2000-03-02']);
    expect(await values(info, 'b')).toEqual(['2000-01-13', '2000-02-03']);
  });

  it('when nothing tells, month-first is used and a warning says so', async () => {
    const info = await load('unclear.csv', ['day,n', '01/02/2000,1', '03/04/2000,2', '05/06/2000,3']);
    expect(await values(info, 'day')).toEqual(['2000-01-02', '2000-03-04', '2000-05-06']);
    expect(info.warnings).toEqual([
      'Column "day" has dates such as "01/02/2000" that could be day/month or month/day; they were read as month/day.',
    ]);
  });

  it('monthly data dated on the 1st is read day-first', async () => {
    const info = await load('monthly.csv', ['month,n', '01/01/2020,1', '01/02/2020,2', '01/03/2020,3']);
    expect(await values(info, 'month')).toEqual(['2020-01-01', '2020-02-01', '2020-03-01']);
    expect(info.warnings?.[0]).toMatch(/read as day\/month/);
  });
});

describe('numbers written for people become numbers', () => {
  it('currency symbols, with the unit kept', async () => {
    const info = await load('money.csv', ['price,eur', '"$1,234.50",12 €', '$5.00,€7', '-$3.25,8 €']);
    expect(typeOf(info, 'price')).toBe('DOUBLE');
    expect(await values(info, 'price')).toEqual([1234.5, 5, -3.25]);
    expect(info.columns.find((c) => c.name === 'price')?.unit).toBe('$');
    expect(typeOf(info, 'eur')).toBe('BIGINT');
    expect(await values(info, 'eur')).toEqual([12, 7, 8]);
    expect(info.columns.find((c) => c.name === 'eur')?.unit).toBe('€');
    const pounds = await load('pounds.csv', ['fee', '£12.5', '(£3)', '"£1,000"']);
    expect(await values(pounds, 'fee')).toEqual([12.5, -3, 1000]);
    expect(pounds.columns[0]?.unit).toBe('£');
  });

  it('numbers marked as approximate or tied, and typographic minus signs, are read as numbers', async () => {
    const info = await load('tolls.csv', [
      'event,deaths,year,rank,gd',
      'A,"~71,000[a]",c. 1815,1,+12',
      'B,"36,417",1883,=2,−10',
      'C,approx. 300,ca. 1902,=2,0',
      'D,—,1980,4,−3',
    ]);
    expect(await values(info, 'deaths')).toEqual([71000, 36417, 300, null]);
    expect(await values(info, 'year')).toEqual([1815, 1883, 1902, 1980]);
    expect(await values(info, 'rank')).toEqual([1, 2, 2, 4]);
    expect(await values(info, 'gd')).toEqual([12, -10, 0, -3]);
  });

  it('thousands separators, comma-grouped and dot-grouped', async () => {
    const info = await load('thousands.csv', ['us;eu', '1,234.5;1.234,5', '12,000;12.000,25', '7;7', '1,000,000.25;1.000.000']);
    expect(typeOf(info, 'us')).toBe('DOUBLE');
    expect(await values(info, 'us')).toEqual([1234.5, 12000, 7, 1000000.25]);
    expect(typeOf(info, 'eu')).toBe('DOUBLE');
    expect(await values(info, 'eu')).toEqual([1234.5, 12000.25, 7, 1000000]);
    const whole = await load('whole.csv', ['visitors', '"1,234"', '"12,000,000"', '"5"']);
    expect(typeOf(whole, 'visitors')).toBe('BIGINT');
    expect(await values(whole, 'visitors')).toEqual([1234, 12000000, 5]);
  });

  it('groups of three digits are thousands; a column with both forms stays text, with a warning', async () => {
    const commas = await load('comma_groups.csv', ['amount;n', '1,234;1', '2,500;2', '3,000;3']);
    expect(typeOf(commas, 'amount')).toBe('BIGINT');
    expect(await values(commas, 'amount')).toEqual([1234, 2500, 3000]);
    const dots = await load('dot_groups.csv', ['amount;n', '€1.234;1', '€2.500;2', '€3.000;3']);
    expect(await values(dots, 'amount')).toEqual([1234, 2500, 3000]);
    const both = await load('either.csv', ['amount;n', '1,234;1', '2.500;2', '3,000;3']);
    expect(typeOf(both, 'amount')).toBe('VARCHAR');
    expect(both.warnings).toEqual([
      'Column "amount" has numbers whose separators could mean thousands or decimals (both 1,000 and 1.000 forms), so it stays text.',
    ]);
  });

  it('percent signs: 12.5% is 12.5 in a percent column', async () => {
    const info = await load('rates.csv', ['growth,share', '12.5%,3 %', '-3%,40 %', '0.5%,100 %']);
    expect(typeOf(info, 'growth')).toBe('DOUBLE');
    expect(await values(info, 'growth')).toEqual([12.5, -3, 0.5]);
    expect(info.columns.find((c) => c.name === 'growth')?.unit).toBe('%');
    expect(await values(info, 'share')).toEqual([3, 40, 100]);
    expect(info.columns.find((c) => c.name === 'share')?.unit).toBe('%');
  });
});

describe('flags become BOOLEAN', () => {
  it('yes/no, y/n and true/false in any case', async () => {
    const info = await load('flags.csv', ['a,b,c,d', 'yes,Y,TRUE,No', 'no,n,false,YES', 'Yes,N,True,']);
    for (const column of ['a', 'b', 'c', 'd']) expect(typeOf(info, column)).toBe('BOOLEAN');
    expect(await values(info, 'a')).toEqual([true, false, true]);
    expect(await values(info, 'b')).toEqual([true, false, false]);
    expect(await values(info, 'd')).toEqual([false, true, null]);
  });
});

describe('conversions that mostly work, and columns that mix kinds', () => {
  it('a few failures become missing, and the warning counts them', async () => {
    const lines = ['day,price'];
    for (let i = 0; i < 200; i++) lines.push(`Jan ${(i % 28) + 1} 2000,"$${i},000"`);
    lines.push('sometime,$5');
    lines.push('Feb 1 2000,unknown');
    lines.push('Feb 2 2000,N/A');
    const info = await load('mostly.csv', lines);
    expect(typeOf(info, 'day')).toBe('DATE');
    expect(typeOf(info, 'price')).toBe('BIGINT');
    expect(info.rowCount).toBe(203);
    const missing = await workspace.registry.query(`SELECT count(*) FILTER (WHERE day IS NULL) AS d, count(*) FILTER (WHERE price IS NULL) AS p FROM mostly`);
    expect(missing.rows[0]).toEqual({ d: 1, p: 2 });
    expect(info.warnings).toEqual([
      'Column "day": 1 of 203 values could not be read as dates (such as "sometime") and are shown as missing.',
      'Column "price": 1 of 202 values could not be read as numbers (such as "unknown") and are shown as missing.',
    ]);
  });

  it('a column mixing numbers and words stays text, with a warning', async () => {
    const info = await load('mixed.csv', ['code', '"1,200"', '"3,400"', 'pending', '"5,600"', 'late', '"7,800"']);
    expect(typeOf(info, 'code')).toBe('VARCHAR');
    expect(await values(info, 'code')).toContain('pending');
    expect(info.warnings).toEqual(['Column "code" mixes numbers (66% of its values) with other text such as "late", so it stays text.']);
  });

  it('a column whose values past the sample are words is read again as text, with a warning', async () => {
    const lines = ['code,n'];
    for (let i = 0; i < 2500; i++) lines.push(i < 2200 ? `"${i + 1},000",${i}` : `pending ${i},${i}`);
    const info = await load('late_words.csv', lines);
    expect(typeOf(info, 'code')).toBe('VARCHAR');
    expect(await values(info, 'code')).toContain('2,000');
    expect(info.warnings).toEqual(['Column "code" mixes numbers (88% of its values) with other text such as "pending 2200", so it stays text.']);
  });

  it('numbers with notes in parentheses or symbol marks stay text, notes kept; bare footnote references are dropped', async () => {
    const info = await load('footnotes.csv', ['team,goals,attendance,score', 'A,12 (5),"1,234[a]",3', 'B,7 (2),"2,500",4', 'C,9 (1),"3,000",5*']);
    expect(info.columns.map((c) => c.type)).toEqual(['VARCHAR', 'VARCHAR', 'BIGINT', 'VARCHAR']);
    expect(await values(info, 'attendance')).toEqual([1234, 2500, 3000]);
    expect(await values(info, 'goals')).toEqual(['12 (5)', '7 (2)', '9 (1)']);
    expect(info.warnings).toEqual([
      'Column "score" has numbers with a note or footnote mark such as "5*", so it stays text (the notes are kept).',
    ]);
    const lines = ['rank'];
    for (let i = 0; i < 2500; i++) lines.push(i === 2400 ? '"1,000 (est.)"' : `"${i + 1},000"`);
    const late = await load('late_footnote.csv', lines);
    expect(typeOf(late, 'rank')).toBe('VARCHAR');
    expect(await values(late, 'rank')).toContain('1,000 (est.)');
    expect(late.warnings).toEqual([
      'Column "rank" has numbers with a note or footnote mark such as "1,000 (est.)", so it stays text (the notes are kept).',
    ]);
  });

  it('timestamps that are all midnight become dates, unless a time appears past the sample', async () => {
    const days = ['at,n', '2020-01-01 00:00:00,1', '2020-01-02 00:00:00,2'];
    const info = await load('midnights.csv', days);
    expect(typeOf(info, 'at')).toBe('DATE');
    const lines = ['at,n'];
    for (let i = 0; i < 2500; i++) lines.push(`2020-01-01 ${i === 2400 ? '10:30' : '00:00'}:00,${i}`);
    const late = await load('late_time.csv', lines);
    expect(typeOf(late, 'at')).toBe('TIMESTAMP');
  });

  it('ordinary text stays text without warnings', async () => {
    const info = await load('names.csv', ['name,city', 'Ann,Paris', 'Bob,Lyon', 'Cy,Nice']);
    expect(info.columns.map((c) => c.type)).toEqual(['VARCHAR', 'VARCHAR']);
    expect(info.warnings).toEqual([]);
  });
});

describe('malformed files are loaded with warnings', () => {
  it('a single column whose name holds a delimiter', async () => {
    const info = await load('one_column.csv', ['"a,b"', '"1,2"', '"3,4"']);
    expect(info.columns).toEqual([{ name: 'a,b', type: 'VARCHAR' }]); // "1,2" is a row, not the number 1.2.
    expect(info.warnings).toEqual([
      'The file was read as a single column named "a,b": its header holds the delimiter ",", so the delimiter or the quoting of the file is probably wrong.',
    ]);
  });

  it('ragged rows: short rows are padded, long ones counted', async () => {
    const lines = ['a,b,c'];
    for (let i = 0; i < 3000; i++) lines.push(`${i},${i * 2},x${i}`);
    lines[2500] = '7,8';
    lines[2600] = '7,8,9,10';
    const info = await load('ragged.csv', lines);
    expect(info.rowCount).toBe(3000);
    expect(info.columns.map((c) => c.name)).toEqual(['a', 'b', 'c']);
    expect(info.warnings).toEqual([
      '1 row has fewer fields than the header (first at line 2,501); their missing fields are empty.',
      '1 row has more fields than the header (first at line 2,601); the extra fields were not loaded.',
    ]);
    const short = await workspace.registry.query(`SELECT c FROM ragged WHERE a = 7 AND b = 8 ORDER BY c NULLS FIRST`);
    expect(short.rows.map((r) => r.c)).toEqual([null, '9']);
  });

  it('note lines above the header are skipped, not read as the header', async () => {
    const info = await load('noted.csv', ['# Source: a quotes site', '# prices in USD', 'Date,ACME,#tag', '2020-01-01,1.5,a#1', '2020-02-01,,b', '2020-03-01,2.25,c']);
    expect(info.columns).toEqual([
      { name: 'Date', type: 'DATE' },
      { name: 'ACME', type: 'DOUBLE' },
      { name: '#tag', type: 'VARCHAR' },
    ]);
    expect(info.rowCount).toBe(3);
    expect(info.warnings ?? []).toEqual([]);
    const cells = await workspace.registry.query(`SELECT "#tag" AS t FROM noted ORDER BY "Date"`);
    expect(cells.rows.map((r) => r.t)).toEqual(['a#1', 'b', 'c']);
  });

  it('a header whose first column is named # is still the header', async () => {
    const info = await load('numbered.csv', ['#,Title,Year', '1,First,1990', '2,Second,1994']);
    expect(info.columns.map((c) => c.name)).toEqual(['#', 'Title', 'Year']);
    expect(info.rowCount).toBe(2);
    const quoted = await load('quoted.csv', ['# ,Place,Year', '1,"Lyon, France",1990', '2,"Nice, France",1994']);
    expect(quoted.columns.map((c) => c.name)).toEqual(['#', 'Place', 'Year']);
    expect(quoted.rowCount).toBe(2);
  });
});

describe('a header one name short of every row (row names first, as R writes them)', () => {
  it('row names that only number the rows go in a column "row" and every column keeps its own name', async () => {
    const info = await load('r_numbered.csv', ['"height","weight","group"', '"1",1.72,NA,"a"', '"2",1.65,61.5,"b"', '"3",1.80,80,"a"']);
    expect(info.columns.map((c) => c.name)).toEqual(['row', 'height', 'weight', 'group']);
    expect(await values(info, 'height')).toEqual([1.72, 1.65, 1.8]);
    expect(await values(info, 'group')).toEqual(['a', 'b', 'a']);
    expect(info.warnings).toEqual([
      'The header names one column fewer than each row holds, so the first field of each row was read as a row name: they are in the column "row" (they number the rows).',
    ]);
  });

  it('row names that say something are kept in a column of their own', async () => {
    const info = await load('r_named.csv', ['mpg,cyl,name', '"Alpha GT",21,6,x', '"Beta 200",22.8,4,y', '"Gamma S",18.7,8,z']);
    expect(info.columns.map((c) => c.name)).toEqual(['row name', 'mpg', 'cyl', 'name']);
    expect(await values(info, 'row name')).toEqual(['Alpha GT', 'Beta 200', 'Gamma S']);
    expect(await values(info, 'mpg')).toEqual([21, 22.8, 18.7]);
  });

  it("an empty first name in the header (R's write.csv, pandas' index) is row names too", async () => {
    const named = await load('r_write_csv.csv', ['"","mpg","cyl"', '"Alpha GT",21,6', '"Beta 200",22.8,4', '"Gamma S",18.7,8']);
    expect(named.columns.map((c) => c.name)).toEqual(['name', 'mpg', 'cyl']);
    expect(await values(named, 'name')).toEqual(['Alpha GT', 'Beta 200', 'Gamma S']);
    const indexed = await load('pandas_index.csv', [',a,b', '0,1.5,x', '1,2.5,y', '2,3.5,z']);
    expect(indexed.columns.map((c) => c.name)).toEqual(['row', 'a', 'b']);
    expect(await values(indexed, 'row')).toEqual([0, 1, 2]);
    expect(indexed.warnings).toEqual([
      'The first column has no name in the header, so it was read as row names: they are in the column "row" (they number the rows).',
    ]);
  });

  it('a delimiter ending every row is not a row name', async () => {
    const info = await load('ends_with_comma.csv', ['a,b,c', '1,2,3,', '4,5,6,', '7,8,9,']);
    expect(info.columns.map((c) => c.name).slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(await values(info, 'a')).toEqual([1, 4, 7]);
  });

  it('an empty first name and still one name short: the names go with the last fields', async () => {
    const info = await load('two_unnamed.csv', [',zone,weight,height', '1,Upper Vale,2,31,4.5', '2,Low Fen,1,28,3.9', '3,Upper Vale,2,35,4.1']);
    expect(info.columns.map((c) => c.name)).toEqual(['row', 'name', 'zone', 'weight', 'height']);
    expect(await values(info, 'name')).toEqual(['Upper Vale', 'Low Fen', 'Upper Vale']);
    expect(await values(info, 'height')).toEqual([4.5, 3.9, 4.1]);
    expect(info.warnings).toEqual([
      'The header has an empty first name and still names one column fewer than each row holds, so its names were given to the last fields of each row, the second field was named "name", and the first field was read as a row name: they are in the column "row" (they number the rows).',
    ]);
  });
});

describe('text tables separated by spaces, and files without a header', () => {
  it('fields separated by runs of spaces read as columns, quoted fields whole', async () => {
    const info = await load('aligned.txt', ['year   level  note', '1950   310.5  "dry spring"', '1951   322    wet', '1952   305.25 "a, b"']);
    expect(info.columns).toEqual([
      { name: 'year', type: 'BIGINT' },
      { name: 'level', type: 'DOUBLE' },
      { name: 'note', type: 'VARCHAR' },
    ]);
    expect(await values(info, 'note')).toEqual(['dry spring', 'wet', 'a, b']);
  });

  it("R's write.table output (spaces, quotes, row names under a header one short) reads whole", async () => {
    const info = await load('r_table.txt', ['"name" "height"', '"1" "Ann Lee" 1.72', '"2" "Bo" 1.65', '"3" "Cy Dee" 1.8']);
    expect(info.columns.map((c) => c.name)).toEqual(['row', 'name', 'height']);
    expect(await values(info, 'name')).toEqual(['Ann Lee', 'Bo', 'Cy Dee']);
  });

  it('a first line of data is not taken for the header', async () => {
    const info = await load('rows_only.csv', ['alpha,1.5,10', 'beta,2.5,20', 'gamma,3.5,30']);
    // a first column of distinct words names the rows
    expect(info.columns.map((c) => c.name)).toEqual(['name', 'column2', 'column3']);
    expect(info.rowCount).toBe(3);
    expect(info.warnings).toEqual([
      'The file has no header row: its first line holds data, so the columns are named column1, column2, … in their order ("name" named after what it holds).',
    ]);
    const repeated = await load('rows_repeat.csv', ['alpha,1.5,10', 'beta,2.5,20', 'alpha,3.5,30']);
    expect(repeated.columns.map((c) => c.name)).toEqual(['column1', 'column2', 'column3']);
    const years = await load('years_header.csv', ['country,2019,2020', 'Aland,1.5,2', 'Borduria,2.5,3']);
    expect(years.columns.map((c) => c.name)).toEqual(['country', '2019', '2020']);
  });

  it('one column of words with spaces stays one column', async () => {
    const info = await load('cities.txt', ['city', 'New York', 'Los Angeles', 'San Diego']);
    expect(info.columns.map((c) => c.name)).toEqual(['city']);
    expect(info.rowCount).toBe(3);
  });
});
