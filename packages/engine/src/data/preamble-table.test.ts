import { describe, expect, it } from 'vitest';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-preamble-');
const { load, values } = workspace;

describe('text tables behind a preamble', () => {
  it('the last comment line above space-padded rows is the header', async () => {
    const info = await load('beans.txt', [
      '#Farm: Hillside',
      '#Season: 2019',
      '',
      '#Moisture 11.2%',
      '',
      '#Lot Grade Weight Price Sacks',
      'L01    A     12.5    3.10 140',
      'L02    B      9.75   2.85  92',
      'L03    A     14.0    3.40 201',
      'L04    C      8.2    2.10  40',
    ]);
    expect(info.columns.map((c) => c.name)).toEqual(['Lot', 'Grade', 'Weight', 'Price', 'Sacks']);
    expect(info.rowCount).toBe(4);
    expect(await values(info, 'Sacks')).toEqual([140, 92, 201, 40]);
  });

  it('a tab-separated commented header with gaps, split over a hyphen, over ragged rows', async () => {
    const info = await load('depots.tab', [
      '# depots of the northern line',
      '#',
      '#depot-',
      '#id\tplace\tkind\t\tremarks',
      'D1\tAshby\tyard',
      'D2\tBrill\tshed\tclosed on sundays',
      '# the old shed is listed below',
      'D3\tCrow\tshed',
      'D4\tDene\tyard',
    ]);
    expect(info.columns.map((c) => c.name)).toEqual(['depot-id', 'place', 'kind', 'remarks']);
    expect(info.rowCount).toBe(4);
    expect(await values(info, 'remarks')).toEqual([null, 'closed on sundays', null, null]);
  });

  it('a real header below the comments is kept', async () => {
    const info = await load('pets.txt', ['# pets', '#name kind age', 'name kind age', 'Rex dog 3', 'Tom cat 5', 'Bo dog 2']);
    expect(info.columns.map((c) => c.name)).toEqual(['name', 'kind', 'age']);
    expect(info.rowCount).toBe(3);
  });

  it('numbers below prose take their names (and units) from the lines above them; year, month, day make a date', async () => {
    const info = await load('tides.dat', [
      '            HARBOUR TIDE GAUGE SERIES',
      '     contact: someone at the harbour office',
      '',
      '   FORMAT(3(I4),2(F8.3),F7.1)',
      '===================================================',
      '     Date      level  level Err  temp',
      '                 m        m        C',
      '',
      '2001   1   1   1.234   0.010   8.5',
      '2001   1   2   1.301   0.012   8.1',
      '2001   1   3   1.188   0.011   7.9',
      '2001   1   4   1.250   0.010   7.7',
      '2001   1   5   1.402   0.013   7.2',
      '2001   1   6   1.377   0.012   7.0',
    ]);
    expect(info.columns.map((c) => `${c.name}:${c.type}`)).toEqual(['Date:DATE', 'level (m):DOUBLE', 'level Err (m):DOUBLE', 'temp (C):DOUBLE']);
    expect(info.rowCount).toBe(6);
    expect(String((await values(info, 'Date'))[1])).toContain('2001-01-02');
  });

  it('a byte-by-byte description gives the columns of the fixed-width rows after it', async () => {
    const info = await load('comets.dat', [
      'Title: A made-up list of comets',
      '================================================================================',
      'Byte-by-byte Description of file: comets.dat',
      '--------------------------------------------------------------------------------',
      '   Bytes Format Units   Label    Explanations',
      '--------------------------------------------------------------------------------',
      '   1- 10 A10    ---     Name     Comet name',
      '      12 A1     ---   l_Vmag     Limit flag on Vmag',
      '  13- 17 F5.2   mag     Vmag     ? Visual magnitude',
      '  19- 22 I4     yr      Year',
      '--------------------------------------------------------------------------------',
      'Note (1): nothing to note',
      '--------------------------------------------------------------------------------',
      'Alpha One   12.50 1990',
      'Beta Two   >15.00 2001',
      'Gamma       10.25 1887',
    ]);
    // named by their explanations, the label where there is none
    expect(info.columns.map((c) => c.name)).toEqual(['Comet name', 'Limit flag on Vmag', 'Visual magnitude', 'Year']);
    expect(info.rowCount).toBe(3);
    expect(await values(info, 'Comet name')).toEqual(['Alpha One', 'Beta Two', 'Gamma']);
    // a value with its limit flag set is a bound: it moves to the flag's column
    expect(await values(info, 'Visual magnitude')).toEqual([12.5, null, 10.25]);
    expect(await values(info, 'Limit flag on Vmag')).toEqual([null, '> 15.00', null]);
    expect(info.warnings?.join(' ')).toContain('limit flag');
  });

  it('ISO 6709 coordinates get latitude and longitude in degrees', async () => {
    const info = await load('posts.csv', ['post,coords', 'North,+6030+02500', 'South,-3352+15113', 'West,+404251-0740023']);
    expect(info.columns.map((c) => c.name)).toEqual(['post', 'coords', 'latitude', 'longitude']);
    expect(await values(info, 'latitude')).toEqual([60.5, -33.866667, 40.714167]);
    expect(await values(info, 'longitude')).toEqual([25, 151.216667, -74.006389]);
  });
});
