import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Weekly counts of a pest found in traps: a week code on every row, one count under a name that
// does not say what was counted, and a flag that never changes.
const TRAPS = [
  'week,found,alarm',
  '202201,3,0',
  '202202,0,0',
  '202203,7,0',
  '202204,2,0',
  '202301,5,0',
  '202302,9,0',
  '202303,0,0',
].join('\n');
// Rows numbered 1…n by a nameless first column (read as `row`), then readings of a material.
const BEAMS = ['row,load,mill', '1,41.5,N', '2,39.0,N', '3,44.2,S', '4,40.8,S', '5,38.1,S'].join('\n');
// Readings of a buoy.
const BUOY = ['stamp,depth,salt', '2024-01-01,12.5,30', '2024-01-02,8.25,35', '2024-01-03,19.0,33'].join(
  '\n',
);

const t = useCsvTables({ trap_counts: TRAPS, beam_tests: BEAMS, buoy_log: BUOY });

describe('a table of counts per period', () => {
  it('reads the counted noun as the count column, never as the number of rows', async () => {
    const reply = await t.ask('total incidents in 2023', 'trap_counts');
    expect(reply.query?.measures).toEqual([{ fn: 'sum', column: 'found' }]);
    expect(reply.markdown).toContain('**14**');
  });

  it('reads "weekly count" as the count of a week', async () => {
    const reply = await t.ask('median weekly count', 'trap_counts');
    expect(reply.query?.measures).toEqual([{ fn: 'median', column: 'found' }]);
  });

  it('adds a year and a week-of-year column to the week codes', async () => {
    const reply = await t.ask('total incidents by year', 'trap_counts');
    expect(reply.markdown).toContain('2022');
    expect(reply.markdown).toContain('12');
  });
});

describe('row numbers, sd, both extremes', () => {
  it('never offers a 1…n row column as the number a threshold is about', async () => {
    const reply = await t.ask('how many tests under 40', 'beam_tests');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('**2**');
  });

  it('reads "sd of" as the standard deviation', async () => {
    const reply = await t.ask('sd of load', 'beam_tests');
    expect(reply.query?.measures).toEqual([{ fn: 'stddev', column: 'load' }]);
  });

  it('gives both the min and the max of one column', async () => {
    const reply = await t.ask('min and max depth', 'buoy_log');
    expect(reply.query?.measures).toEqual([
      { fn: 'min', column: 'depth' },
      { fn: 'max', column: 'depth' },
    ]);
    expect(reply.markdown).toContain('8.25');
    expect(reply.markdown).toContain('19');
  });
});
