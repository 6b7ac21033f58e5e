import { describe, expect, it } from 'vitest';
import { formatOfFile } from './formats';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-formats-');
const { load, values } = workspace;

describe('which files can become datasets', () => {
  it('maps file names to formats, compressed or not', () => {
    expect(formatOfFile('sales.CSV')).toBe('csv');
    expect(formatOfFile('notes.txt')).toBe('csv');
    expect(formatOfFile('series.dat')).toBe('csv');
    expect(formatOfFile('series.dat.gz')).toBe('csv');
    expect(formatOfFile('grid.tab')).toBe('tsv');
    expect(formatOfFile('events.jsonl')).toBe('json');
    expect(formatOfFile('report.pdf')).toBeUndefined();
    expect(formatOfFile('data.database')).toBeUndefined();
  });

  it('reads a .dat text table with tabs and comment lines as columns', async () => {
    const info = await load('levels.dat', ['# river levels, metres', 'year\tlevel\tstation', '1990\t2.4\tNorth', '1991\t3.1\tSouth']);
    expect(info.columns.map((c) => c.name)).toEqual(['year', 'level', 'station']);
    expect(await values(info, 'level')).toEqual([2.4, 3.1]);
  });
});
