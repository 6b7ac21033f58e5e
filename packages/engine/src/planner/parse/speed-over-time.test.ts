import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

const tables = useCsvTables({
  relay_legs: [
    'runner,club,time_seconds,age',
    'Ada,North,251.2,31',
    'Bo,South,240.9,28',
    'Cy,North,262.5,40',
    'Dee,East,238.1,35',
  ].join('\n'),
  rovers: ['rover,top_speed_kmh,mass_kg', 'Pip,4.2,180', 'Quill,7.9,240', 'Rook,3.1,150'].join('\n'),
});

describe('fastest and slowest over a column of times', () => {
  it('reads the fastest as the shortest time', async () => {
    expect((await tables.ask('who was the fastest', 'relay_legs')).markdown).toContain('**Dee**');
    expect((await tables.ask('quickest runner in the north club', 'relay_legs')).markdown).toContain('**Ada**');
    expect((await tables.ask('which runner had the slowest time', 'relay_legs')).markdown).toContain('**Cy**');
  });

  it('ranks groups by their average time the same way', async () => {
    expect((await tables.ask('which club is the slowest on average', 'relay_legs')).markdown).toContain('**North**');
  });

  it('still reads the fastest as the highest speed', async () => {
    expect((await tables.ask('which rover is the fastest', 'rovers')).markdown).toContain('**Quill**');
  });
});
