// Layouts of tables copied from wiki pages: a header over two lines, cells of labelled facts, a
// footnote sentence below the rows, a value not known yet, a capital footnote mark after a number.
// All tables here are invented.
import { describe, expect, it } from 'vitest';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-wiki-layouts-');
const { load, values } = workspace;

describe('a group heading over its columns, on two lines', () => {
  it('names each column of the group by the heading and its own name', async () => {
    const info = await load('rivers.csv', [
      'River,Length (km),Mean flow,,Basin',
      ',,Spring,Autumn,',
      'Aller,210,44,31,North',
      'Bode,169,12,9[B],East',
      'Ciron,97,6,4,South',
    ]);
    expect(info.columns.map((c) => [c.name, c.type])).toEqual([
      ['River', 'VARCHAR'],
      ['Length (km)', 'BIGINT'],
      ['Mean flow Spring', 'BIGINT'],
      ['Mean flow Autumn', 'BIGINT'],
      ['Basin', 'VARCHAR'],
    ]);
    expect(info.rowCount).toBe(3);
    expect(await values(info, 'Mean flow Autumn')).toEqual([31, 9, 4]);
  });

  it('a second line of numbers is a row, not names', async () => {
    const info = await load('scores.csv', ['Team,Points,,Coach', ',3,4,', 'Ayr,5,6,Lee', 'Elgin,7,8,Kay', 'Troon,1,2,Max']);
    expect(info.columns.map((c) => c.name)).not.toContain('Points 3');
  });
});

describe('cells of labelled facts', () => {
  it('are split into one column per label, dates typed', async () => {
    const info = await load('novels.csv', [
      'Novel,Details,Pages',
      'Harbor Lights,"Published: 4 May 1990; Publisher: Vale, Crane; Format: hardback",320',
      'Salt Road,"Published: 19 June 1994; Publisher: Vale; Format: paperback",280',
      'Iron Bell,"Published: 2 March 2001; Publisher: Orchard; Format: hardback, ebook",412',
    ]);
    expect(info.columns.map((c) => [c.name, c.type])).toEqual([
      ['Novel', 'VARCHAR'],
      ['Published', 'DATE'],
      ['Publisher', 'VARCHAR'],
      ['Format', 'VARCHAR'],
      ['Pages', 'BIGINT'],
    ]);
    expect(await values(info, 'Publisher')).toEqual(['Vale, Crane', 'Vale', 'Orchard']);
  });

  it('a column of plain text with a colon now and then stays whole', async () => {
    const info = await load('talks.csv', ['Talk,Speaker', 'Intro: why it matters,Ann', 'Closing,Bob', 'Q&A; open floor,Cy']);
    expect(info.columns.map((c) => c.name)).toEqual(['Talk', 'Speaker']);
  });
});

describe('what wiki tables write below and inside their rows', () => {
  it('a footnote sentence in the first cell below the rows is not a row', async () => {
    const info = await load('peaks.csv', [
      'Peak,Height,Range,Country',
      'Alto,3120,North,Arland',
      'Bravo,2980,North,Berland',
      'Cima,2710,South,Arland',
      '"""—"" denotes a peak that was never surveyed.",,,',
    ]);
    expect(info.rowCount).toBe(3);
  });

  it('TBA and TBD are missing in text columns', async () => {
    const info = await load('fixtures.csv', ['Year,Host,Winner', '2019,Arland,Bravo FC', '2021,Berland,Cima FC', '2025,Arland,TBA', '2027,TBD,TBA']);
    expect(await values(info, 'Winner')).toEqual(['Bravo FC', 'Cima FC', null, null]);
  });
});
