import { describe, expect, it } from 'vitest';
import { cutLine, fixedWidthColumns } from './fixed-width-table';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-fixed-width-');
const { load, values } = workspace;

const PORTS = [
  ' ID  Tons Port          Zone',
  '  1   120 New Haven     NE  ',
  '  2  1450 Bay City      MW  ',
  ' 13    75 Oslo          EU  ',
];

describe('fixed-width text tables', () => {
  it('finds the columns from positions that are spaces on every line', () => {
    const starts = fixedWidthColumns(PORTS[0]!, PORTS.slice(1));
    expect(starts).toEqual([0, 5, 10, 24]);
    expect(cutLine(PORTS[1]!, starts!)).toEqual(['1', '120', 'New Haven', 'NE']);
  });

  it('refuses lines whose layout does not match the header word for word', () => {
    // prose: the runs of text do not line up with one header word each
    expect(fixedWidthColumns('some notes here', ['a line of prose text', 'another line of it'])).toBeUndefined();
    // a single name over cells with spaces stays one column
    expect(fixedWidthColumns('city', ['New York', 'San Jose'])).toBeUndefined();
    // rows that split on spaces as the header does are left to the space splitter
    expect(fixedWidthColumns('a  b', ['1  2', '3  4'])).toBeUndefined();
  });

  it('a padded file with names holding spaces reads as columns', async () => {
    const info = await load('ports.txt', PORTS);
    expect(info.columns.map((c) => c.name)).toEqual(['ID', 'Tons', 'Port', 'Zone']);
    expect(info.rowCount).toBe(3);
    expect(await values(info, 'Port')).toEqual(['New Haven', 'Bay City', 'Oslo']);
    expect(await values(info, 'Tons')).toEqual([120, 1450, 75]);
  });

  it('an empty cell in a padded column reads as a gap', async () => {
    const info = await load('gaps.txt', ['code  score name', 'A1       10 Red Fox', 'B2          Blue Jay', 'C3        7 Owl']);
    expect(await values(info, 'score')).toEqual([10, null, 7]);
    expect(await values(info, 'name')).toEqual(['Red Fox', 'Blue Jay', 'Owl']);
  });
});
