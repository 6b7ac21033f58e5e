import { describe, expect, it } from 'vitest';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-blocks-');
const { load, values } = workspace;

/** Two runs of a kiln logger in one file, each under its own commented header. */
const KILN = [
  '# Glaze firings of the small kiln, March',
  '# written by the controller',
  '#',
  '#Piece\tpeak\thours\tcone',
  '#      \tC\th\t-',
  '#----------------------------',
  'Bowl A\t1220\t9.5\t6',
  'Vase B\t1235\t10.25\t6',
  '',
  '',
  '# Bisque firings',
  '# Num Piece   peak   Hours   shelf',
  '#------------- ----- ----- -----',
  '(1)Plate\t980\t7\ttop',
  '(2)Cup\t1000\t7.5\tlow',
  '(3)Jug\t990\t8\ttop',
];

describe('files of several commented tables', () => {
  it('reads every block as rows of one table, with its title and its own header', async () => {
    const info = await load('kiln-log.dat', KILN);
    expect(info.rowCount).toBe(5);
    expect(info.columns.map((c) => c.name)).toEqual(['section', 'Piece', 'peak', 'hours', 'cone', 'shelf']);
    expect(await values(info, 'section')).toEqual([
      'small kiln',
      'small kiln',
      'Bisque firings',
      'Bisque firings',
      'Bisque firings',
    ]);
    expect(await values(info, 'Piece')).toEqual(['Bowl A', 'Vase B', '(1)Plate', '(2)Cup', '(3)Jug']);
    expect(await values(info, 'hours')).toEqual([9.5, 10.25, 7, 7.5, 8]);
    expect(await values(info, 'cone')).toEqual([6, 6, null, null, null]);
    expect(await values(info, 'shelf')).toEqual([null, null, 'top', 'low', 'top']);
    expect(info.warnings?.[0]).toContain('2 tables');
  });

  it('leaves a file of one commented table to the ordinary reader', async () => {
    const info = await load('one-block.dat', ['# notes', 'piece\tpeak', 'Bowl\t1220', 'Vase\t1235']);
    expect(info.columns.map((c) => c.name)).toEqual(['piece', 'peak']);
    expect(info.rowCount).toBe(2);
  });
});
