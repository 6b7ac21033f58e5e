/**
 * Shapes of real public data files: a wide series whose headers glue a year to a short code
 * (`pcinc1950` … `pcinc1990`), a download that repeats a column under a second name, names that
 * all end with the same kind and region ("Elm County, Westland"), and units of area in headers.
 */
import { describe, expect, it } from 'vitest';
import { askDataOf, firstValueOf, useCsvTables } from './csv-test-tables';
import { parseQuestion } from './parse';
import { columnWords, indexDataset, sharedTails } from './schema-index';
import { wideShape } from './wide-tables';

// Invented provinces of an invented country, per capita income by census year, and a region code.
const PROVINCES = `Province,pcinc1950,pcinc1960,pcinc1970,pcinc1980,pcinc1990,zone7
Alda,1000.000,1500.000,2100.000,2600.000,2500.000,1
Borin,2000.000,2200.000,2500.000,3000.000,3600.000,2
Cresta,1500.000,1400.000,1900.000,2800.000,3100.000,1
Dunmar,800.000,1200.000,1600.000,2000.000,2400.000,3
Ellery,1200.000,1300.000,1500.000,1700.000,1600.000,2
`;

// Invented counties of an invented state: a census download with a repeated name column, two copies
// of one count, an area in "sq. km" and a density in "jobs/sq km".
const COUNTIES = `"Area code","Area name","AREANAME","Number of jobs for all trades","Number of jobs","sq. km","jobs/sq km"
"101","Elm County, Westland","Elm County, Westland",5000,5000,100.0,50.0
"102","Oak County, Westland","Oak County, Westland",12000,12000,400.0,30.0
"103","Ash County, Westland","Ash County, Westland",800,800,200.0,4.0
"104","Fir County, Westland","Fir County, Westland",30000,30000,150.0,200.0
"105","Yew County, Westland","Yew County, Westland",2000,2000,1000.0,2.0
"106","Bay City, Westland","Bay City, Westland",9000,9000,50.0,180.0
`;

// Invented regions, one of them named like a country.
const REGIONS = `Region,score
Spain,5
North,7
South,3
East,4
West,6
`;

// Invented harvests: 40 farms by 8 crops, one row each, the tonnes in "Value" (more rows than the
// table stage reads, so the parser answers); farm 1 grows no rye.
const CROPS = ['Wheat', 'Barley', 'Rye', 'Oats', 'Maize', 'Beans', 'Peas', 'Flax'];
const HARVESTS = [
  'Farm,Crop,Value',
  ...Array.from({ length: 40 }, (_, f) =>
    CROPS.map((c, k) => `Farm ${f + 1},${c},${c === 'Rye' && f === 0 ? 0 : (f + 1) * (k + 1)}`),
  ).flat(),
].join('\n');

// Invented boats by two-digit launch year, 1910 … 1989 (320 rows), with a speed and an engine power
// whose headers say no unit.
const BOATS = [
  'Yr,Period,Length,Crew,Speed,Power',
  ...Array.from(
    { length: 320 },
    (_, i) =>
      `${10 + (i % 80)},${1 + Math.floor((i % 80) / 30)},${10 + (i % 80) / 4},${3 + (i % 5)},${20 + (i % 80)},${i % 10}`,
  ),
].join('\n');

const tables = useCsvTables({
  provinces: PROVINCES,
  counties: COUNTIES,
  regions: REGIONS,
  harvests: HARVESTS,
  boats: BOATS,
});

describe('a year glued to a code in the headers', () => {
  it('is a wide table of years whose value takes the code', () => {
    const num = (name: string) => ({ name, type: 'DOUBLE' });
    const shape = wideShape([
      { name: 'Province', type: 'VARCHAR' },
      ...[1950, 1960, 1970, 1980].map((y) => num(`pcinc${y}`)),
    ]);
    expect(shape).toMatchObject({ kind: 'year', name: 'year', value: 'pcinc' });
    // three years, or two codes, are year siblings, not a series
    expect(
      wideShape([{ name: 'x', type: 'VARCHAR' }, num('pop1990'), num('pop2000'), num('pop2010')]),
    ).toBeUndefined();
    expect(
      wideShape([{ name: 'x', type: 'VARCHAR' }, num('a1990'), num('a2000'), num('b2010'), num('b2020')]),
    ).toBeUndefined();
  });

  it('reads a year said as that column, and the code as per capita income', async () => {
    const avg = await tables.ask('avg per capita income across the provinces in 1960', 'provinces');
    expect(firstValueOf(avg)).toBeCloseTo(1520);
    const richest = await tables.ask('richest province in 1990 by income per capita', 'provinces');
    expect(richest.markdown).toContain('Borin');
    const share = await tables.ask('what share of provinces were under 2,000 in 1970', 'provinces');
    expect(share.markdown).toContain('60%');
  });

  it('ranks the change in % and sets two years against each other', async () => {
    const grew = await tables.ask('which province grew the most in % from 1950 to 1990', 'provinces');
    expect(grew.markdown).toContain('Dunmar');
    const fell = await tables.ask('which provinces had lower income in 1990 than in 1980', 'provinces');
    const rows = askDataOf(fell).rows.map((r) => Object.values(r)[0]);
    expect(rows.sort()).toEqual(['Alda', 'Ellery']);
    const corr = await tables.ask('correlation between the 1950 and 1990 values', 'provinces');
    expect(corr.query?.pair).toEqual(['pcinc1950', 'pcinc1990']);
  });
});

describe('a download that repeats a column, names ending alike, units of area', () => {
  it('finds a name by its own part', () => {
    const tails = sharedTails([
      'Elm County, Westland',
      'Oak County, Westland',
      'Ash County, Westland',
      'Fir County, Westland',
      'Bay City, Westland',
    ]);
    expect(tails.get('Elm County, Westland')).toEqual(['elm county', 'elm']);
    expect(tails.get('Bay City, Westland')).toEqual(['bay city']);
    expect(
      sharedTails(['Paris, France', 'Rome, Italy', 'Oslo, Norway', 'Bern, Switzerland', 'Kyiv, Ukraine'])
        .size,
    ).toBe(0);
  });

  it('marks a unit of area as an area and a figure per area as a density', () => {
    expect(columnWords('sq. km')).toContain('area');
    expect(columnWords('jobs/sq km')).toContain('density');
    expect(columnWords('Persons per acre')).toContain('density');
    expect(columnWords('Depth (m)')).not.toContain('area');
  });

  it('keeps a copy named otherwise without its values, and leaves out one named by the same words', async () => {
    const index = await indexDataset(tables.registry, 'counties');
    const names = index.columns.map((c) => c.name);
    expect(names).toContain('AREANAME');
    expect(index.columns.find((c) => c.name === 'AREANAME')?.values.size).toBe(0);
    expect(names).not.toContain('Number of jobs');
    expect(index.columns.find((c) => c.name === 'Number of jobs for all trades')?.words).toEqual(
      expect.arrayContaining(['job']),
    );
  });

  it('asks nothing about the copy and reads the kind of the names as the rows', async () => {
    const oak = await tables.ask('jobs in oak county', 'counties');
    expect(firstValueOf(oak)).toBe(12000);
    const many = await tables.ask('how many counties have over 4000 jobs', 'counties');
    expect(firstValueOf(many)).toBe(4);
    const top = await tables.ask('top 2 counties by jobs', 'counties');
    expect(top.markdown).toContain('Fir County');
    expect(top.markdown).toContain('Oak County');
  });

  it('reads area and density as the columns holding them', async () => {
    const biggest = await tables.ask('biggest county by area', 'counties');
    expect(biggest.markdown).toContain('Yew County');
    const dense = await tables.ask('avg job density across the counties', 'counties');
    expect(firstValueOf(dense)).toBeCloseTo(77.667, 2);
  });
});

describe('a demonym before the noun of its own column', () => {
  it('says where the rows are, not which one', async () => {
    const index = await indexDataset(tables.registry, 'regions');
    const all = parseQuestion('average score of the spanish regions', index);
    expect(all.ignored).toEqual([]);
    expect(all.query?.filters).toEqual([]);
    const one = parseQuestion('average score of spain', index);
    expect(one.query?.filters).toEqual([{ kind: 'values', column: 'Region', values: ['Spain'] }]);
  });
});

describe('a table of cells with a figure named Value', () => {
  it('totals the figure where nothing is counted', async () => {
    const wheat = await tables.ask('total wheat', 'harvests');
    expect(firstValueOf(wheat)).toBe(820);
    const one = await tables.ask('farm 2 barley', 'harvests');
    expect(firstValueOf(one)).toBe(4);
  });

  it('takes the whole said for a percentage and reads "with no X" as a figure of 0', async () => {
    const share = await tables.ask('what % of all wheat is from farm 10', 'harvests');
    expect(firstValueOf(share)).toBeCloseTo((100 * 10) / 820);
    const none = await tables.ask('farms with no rye at all', 'harvests');
    expect(askDataOf(none).rows).toEqual([{ Farm: 'Farm 1' }]);
  });
});

describe('two-digit years', () => {
  it('are years of the 1900s when this century would put one in the future', async () => {
    const before = await tables.ask('how many boats are from before 1950', 'boats');
    expect(firstValueOf(before)).toBe(160);
    const forties = await tables.ask('avg length in the 1940s', 'boats');
    expect(firstValueOf(forties)).toBeCloseTo(10 + 34.5 / 4);
  });
});

describe('a unit said after a number', () => {
  it('names the column of the quantity it measures when no header says a unit', async () => {
    const first = await tables.ask('first year a boat went over 90 km/h', 'boats');
    expect(first.query?.filters).toEqual([{ kind: 'compare', column: 'Speed', op: '>', value: 90 }]);
    expect(firstValueOf(first)).toBe(1981);
    const strong = await tables.ask('how many boats had more than 5 kw of power', 'boats');
    expect(strong.markdown).not.toContain('did not use');
    expect(firstValueOf(strong)).toBe(128);
  });
});

describe('a follow-up with no earlier question', () => {
  it('is asked back, never read as the span of the years', async () => {
    const reply = await tables.ask('and among the ones from period 3?', 'boats');
    expect(reply.clarify?.question).toContain('reads as a follow-up');
  });
});
