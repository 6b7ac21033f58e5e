/**
 * Groups picked by their number of rows ("how many coaches led only one club", "which towns
 * hosted twice"), over small tables written here, and the questions left to the other readings.
 */
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { indexDataset } from '../schema-index';
import { readGroupCount } from './group-counts';

// A list of festivals: one row per edition, a host town (some twice or three times), a director.
const festivals = [
  'Edition,Year,Host town,Director,Visitors,Stages',
  '1,1990,Arnsby,Lena Vogt,12000,3',
  '2,1992,Belcourt,Omar Reyes,15000,4',
  '3,1994,Arnsby,Lena Vogt,18000,4',
  '4,1996,Carrow,Ida Marsh,21000,5',
  '5,1998,Dunmore,Omar Reyes,19000,5',
  '6,2000,Arnsby,Piet Hals,25000,6',
  '7,2002,Belcourt,Lena Vogt,27000,6',
  '8,2004,Eskdale,Tom Kerr,30000,7',
  '9,2006,Fennick,Ida Marsh,28000,7',
  '10,2008,Glenrow,Sara Lind,33000,8',
].join('\n');

const tables = useCsvTables({ festival_editions: festivals });

describe('reading a count of rows per group', () => {
  it('reads once, twice, more than once and only one of the rows', async () => {
    const index = await indexDataset(tables.registry, 'festival_editions');
    expect(readGroupCount('which towns hosted twice', index)).toMatchObject({ column: 'Host town', op: '=', n: 2, ask: 'list' });
    expect(readGroupCount('how many directors only did one edition', index)).toMatchObject({ column: 'Director', op: '=', n: 1, ask: 'count' });
    expect(readGroupCount('which directors appear more than once', index)).toMatchObject({ op: '>', n: 1 });
    expect(readGroupCount('how many towns hosted 3 or more times', index)).toMatchObject({ op: '>=', n: 3 });
  });
  it('leaves other questions alone', async () => {
    const index = await indexDataset(tables.registry, 'festival_editions');
    // a number of a measure, not of rows
    expect(readGroupCount('which directors had more than 20000 visitors', index)).toBeUndefined();
    expect(readGroupCount('which towns had more than one stage', index)).toBeUndefined();
    // a value of the data said too
    expect(readGroupCount('which directors hosted in arnsby more than once', index)).toBeUndefined();
    // no column named
    expect(readGroupCount('which ones happened twice', index)).toBeUndefined();
  });
});

describe('answers over the table', () => {
  it('counts the directors found in exactly one row', async () => {
    const reply = await tables.ask('how many directors only did one edition', 'festival_editions');
    expect(reply.markdown).toContain('**3**');
  });
  it('lists the towns that hosted more than once', async () => {
    const reply = await tables.ask('which towns hosted more than once', 'festival_editions');
    expect(reply.markdown).toContain('**Arnsby** (3)');
    expect(reply.markdown).toContain('**Belcourt** (2)');
    expect(reply.markdown).not.toContain('Carrow');
  });
  it('lists the towns that hosted exactly twice', async () => {
    const reply = await tables.ask('which towns hosted twice', 'festival_editions');
    expect(reply.markdown).toContain('Belcourt');
    expect(reply.markdown).not.toContain('Arnsby');
  });
});
