import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

const tables = useCsvTables({
  towers: ['Tower,City,Height (m)', 'Aster Spire,Norvik,312', 'Beacon Hall,Ostby,248', 'Cedar Point,Norvik,195'].join(
    '\n',
  ),
  backups: ['job,duration_seconds,size_bytes', 'nightly,5400,3200000000', 'weekly,16200,9100000000'].join('\n'),
  plain: ['Tower,Height', 'Aster Spire,312', 'Beacon Hall,248'].join('\n'),
  parks: ['Park,Area (km2)', 'Fell Moor,5400', 'Glen Ash,1200'].join('\n'),
  stops: ['Line,Cause,Stop (min)', 'L1,Jam,90', 'L2,Jam,30', 'L1,Power,15', 'L2,,', 'L1,,'].join('\n'),
});

describe('a unit asked that the table does not use', () => {
  it('gives a look-up also in the unit asked, with the factor', async () => {
    const answer = await tables.ask('aster spire height in feet', 'towers');
    expect(answer.markdown).toContain('1,023.6 ft');
    expect(answer.markdown).toContain('1 m = 3.281 ft');
    expect(answer.markdown).not.toContain('I did not use: "feet"');
  });

  it('converts sizes and durations', async () => {
    expect((await tables.ask('size of the weekly job in gb', 'backups')).markdown).toContain('9.1 GB');
    expect((await tables.ask('duration of the nightly job in hours', 'backups')).markdown).toContain('1.5 h');
  });

  it('reads a unit said in two words', async () => {
    const answer = await tables.ask("what's the area of fell moor in square miles", 'parks');
    expect(answer.markdown).toContain('2,085 sq mi');
    expect(answer.markdown).not.toContain('I did not use');
  });

  it('converts each group, a blank group with no figure left out', async () => {
    const answer = await tables.ask('total stop hours by cause', 'stops');
    expect(answer.markdown).toContain('Jam: **2 h**');
    expect(answer.markdown).toContain('Power: **0.25 h**');
  });

  it('says nothing more when the column names no unit', async () => {
    const answer = await tables.ask('aster spire height in feet', 'plain');
    expect(answer.markdown).not.toContain(' ft');
  });
});
