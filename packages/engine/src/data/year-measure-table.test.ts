import { describe, expect, it } from 'vitest';
import { useTestWorkspace } from './test-workspace';
import { yearAndMeasure, yearMeasureShape } from './year-measure-table';

const workspace = useTestWorkspace('engine-year-measure-');
const { load, values } = workspace;

const num = (name: string) => ({ name, type: 'DOUBLE' });

describe('tables with one column per year and measure', () => {
  it('reads a year before or after the measure', () => {
    expect(yearAndMeasure('2001_rain')).toEqual({ year: 2001, measure: 'rain' });
    expect(yearAndMeasure('Sun hours 1999')).toEqual({ year: 1999, measure: 'Sun hours' });
    expect(yearAndMeasure('2001')).toBeUndefined();
    // a quarter or month with its year is a period of a wide table, not a measure
    expect(yearAndMeasure('Q1_2020')).toBeUndefined();
    expect(yearAndMeasure('Mar 2020')).toBeUndefined();
    expect(yearAndMeasure('rain')).toBeUndefined();
  });

  it('needs two measures of three years or more each', () => {
    const grid = ['2001_rain', '2001_sun', '2002_rain', '2002_sun', '2003_rain', '2003_sun'].map(num);
    const shape = yearMeasureShape([{ name: 'city', type: 'VARCHAR' }, ...grid]);
    expect(shape?.labels).toEqual(['city']);
    expect(shape?.years).toEqual([2001, 2002, 2003]);
    expect(shape?.measures.map((m) => m.name)).toEqual(['rain', 'sun']);
    // one measure over years is a plain wide table; two years are a pair of columns per measure
    expect(yearMeasureShape([{ name: 'city', type: 'VARCHAR' }, ...['pop_2001', 'pop_2002', 'pop_2003'].map(num)])).toBeUndefined();
    expect(yearMeasureShape(['seats 2015', 'votes 2015', 'seats 2019', 'votes 2019'].map(num))).toBeUndefined();
    // text cells under such names are no measure
    expect(yearMeasureShape(grid.map((c) => ({ ...c, type: 'VARCHAR' })))).toBeUndefined();
  });

  it('a loaded file becomes one row per label row and year', async () => {
    const info = await load('weather_wide.csv', [
      'city,2001_rain,2001_sun,2002_rain,2002_sun,2003_rain,2003_sun',
      'Ashford,610.5,1500,590,1490,640.25,1520',
      'Brill,720,1400,700.5,1380,,1410',
    ]);
    expect(info.columns).toEqual([
      { name: 'city', type: 'VARCHAR' },
      { name: 'year', type: 'INTEGER' },
      { name: 'rain', type: 'DOUBLE' },
      { name: 'sun', type: 'BIGINT' },
    ]);
    expect(info.rowCount).toBe(6);
    expect(await values(info, 'city')).toEqual(['Ashford', 'Ashford', 'Ashford', 'Brill', 'Brill', 'Brill']);
    expect(await values(info, 'year')).toEqual([2001, 2002, 2003, 2001, 2002, 2003]);
    expect(await values(info, 'rain')).toEqual([610.5, 590, 640.25, 720, 700.5, null]);
    expect(info.warnings).toEqual([
      'The file holds one column per year and measure (2001_rain, …, 3 years): it is read as one row per city and year, with the columns year, rain, sun.',
    ]);
  });
});
