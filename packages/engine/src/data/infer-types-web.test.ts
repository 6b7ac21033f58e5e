// Values as tables copied from web pages write them: numbers with units, footnote marks, dashes
// for "nothing here", dates with dashes. All tables here are invented.
import { describe, expect, it } from 'vitest';
import type { DatasetInfo } from './registry';
import { nameWithUnit } from './type-measures';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-web-types-');
const { load, values } = workspace;

const column = (info: DatasetInfo, name: string) => info.columns.find((c) => c.name === name);

describe('numbers with a unit after them become numbers, the unit shown in the name', () => {
  it('areas, depths and densities of invented ponds', async () => {
    const info = await load('ponds.csv', [
      'Pond,Surface,Depth (m),Density,Mass',
      'Alder,"12,400 km²[a]",410 m,"1,204.5/km²",6.5 kg',
      'Birch,630.2 km²,84 m,88/km²,12 kg',
      'Cedar,"1,025 km²",—,"4,427.8/km²",0.25 kg',
    ]);
    expect(info.columns.map((c) => [c.name, c.type, c.unit])).toEqual([
      ['Pond', 'VARCHAR', undefined],
      ['Surface (km²)', 'DOUBLE', 'km²'],
      ['Depth (m)', 'BIGINT', 'm'],
      ['Density (per km²)', 'DOUBLE', '/km²'],
      ['Mass (kg)', 'DOUBLE', 'kg'],
    ]);
    expect(await values(info, 'Surface (km²)')).toEqual([12400, 630.2, 1025]);
    expect(await values(info, 'Depth (m)')).toEqual([410, 84, null]);
    expect(await values(info, 'Density (per km²)')).toEqual([1204.5, 88, 4427.8]);
    expect(info.warnings).toEqual([]);
  });

  it('units without a space, in hours and miles; a name that already says the unit is kept', async () => {
    const info = await load('hikes.csv', ['trail,length_mi,time', 'North,12mi,3.5 hrs', 'South,7 mi,2 hrs', 'East,"1,200 mi",40 hrs']);
    expect(info.columns.map((c) => c.name)).toEqual(['trail', 'length_mi', 'time (hrs)']);
    expect(await values(info, 'length_mi')).toEqual([12, 7, 1200]);
    expect(await values(info, 'time (hrs)')).toEqual([3.5, 2, 40]);
  });

  it('different units, ordinals, decades and eras stay text', async () => {
    const info = await load('mixed_units.csv', ['span,place,decade,founded', '12 km,1st,1990s,300 BC', '7 mi,2nd,1980s,120 BC', '3 km,3rd,1970s,40 BC']);
    expect(info.columns.map((c) => [c.name, c.type])).toEqual([
      ['span', 'VARCHAR'],
      ['place', 'VARCHAR'],
      ['decade', 'VARCHAR'],
      ['founded', 'VARCHAR'],
    ]);
    expect(info.warnings).toEqual(['Column "span" has numbers in different units (such as km and mi), so it stays text.']);
  });

  it('a renamed column never takes the name of another column', () => {
    expect(nameWithUnit('Area', 'km²', new Set(['area', 'area (km²)']))).toBe('Area');
    expect(nameWithUnit('Area in km2', 'km²', new Set())).toBe('Area in km2');
    expect(nameWithUnit('Power', 'MW', new Set())).toBe('Power (MW)');
  });
});

describe('footnote marks copied from web pages are dropped', () => {
  it('numbers, dates and words lose their marks; a value that is only a bracket stays', async () => {
    const info = await load('marks.csv', [
      'element,mass,found,kind,visitors',
      'Ferrum,[98],5 July 1945[a],Saline[b],"58,348[1]"',
      'Cuprum,63.5,6 July 1945,Saline,"1,200"',
      'Plumbum,207.2,1 May 1950[note 2],Fresh [c][d],"7,000[12][b]"',
    ]);
    expect(column(info, 'found')?.type).toBe('DATE');
    expect(await values(info, 'found')).toEqual(['1945-07-05', '1945-07-06', '1950-05-01']);
    expect(column(info, 'visitors')?.type).toBe('BIGINT');
    expect(await values(info, 'visitors')).toEqual([58348, 1200, 7000]);
    expect(await values(info, 'kind')).toEqual(['Saline', 'Saline', 'Fresh']);
    expect(column(info, 'mass')?.type).toBe('VARCHAR');
    expect(await values(info, 'mass')).toEqual(['[98]', '63.5', '207.2']);
  });

  it('notes in parentheses, symbols and titles in brackets are kept', async () => {
    const info = await load('kept_notes.csv', ['song,goals,score', 'Rain [Live],12 (5),87*', 'Sun [EP],7 (2),40', 'Wind,9 (1),12']);
    expect(await values(info, 'song')).toEqual(['Rain [Live]', 'Sun [EP]', 'Wind']);
    expect(await values(info, 'goals')).toEqual(['12 (5)', '7 (2)', '9 (1)']);
    expect(column(info, 'score')?.type).toBe('VARCHAR');
  });
});

describe('"nothing here" cells of text columns are missing', () => {
  it('dashes and n/a become NULL in text columns; other words stay, NA included', async () => {
    const info = await load('winners.csv', [
      'year,winner,team,region',
      '2001,Ada Voss,—,NA',
      '2002,—,–,EU',
      '2003,Bo Lind,Red Kites,n/a',
      '2004,N/A,Red Kites,-',
      '2005,Cy Mott,—[c],EU',
    ]);
    expect(await values(info, 'winner')).toEqual(['Ada Voss', null, 'Bo Lind', null, 'Cy Mott']);
    expect(await values(info, 'team')).toEqual([null, null, 'Red Kites', 'Red Kites', null]);
    expect(await values(info, 'region')).toEqual(['NA', 'EU', null, null, 'EU']);
    const top = await workspace.registry.query(`SELECT team, count(*) AS n FROM winners WHERE team IS NOT NULL GROUP BY team`);
    expect(top.rows).toEqual([{ team: 'Red Kites', n: 2 }]);
  });
});

describe('dates with month names joined by dashes, dots or slashes', () => {
  const cases: [string, string[]][] = [
    ['Jan-1-1995', ['Jan-1-1995', 'Feb-14-1996', 'Dec-31-1999']],
    ['January-1-1995', ['January-1-1995', 'February-14-1996', 'December-31-1999']],
    ['1.Jan.1995', ['1.Jan.1995', '14.Feb.1996', '31.Dec.1999']],
    ['1995-Jan-01', ['1995-Jan-01', '1996-Feb-14', '1999-Dec-31']],
    ['01/Jan/1995', ['01/Jan/1995', '14/Feb/1996', '31/Dec/1999']],
    ['Jan-1-95', ['Jan-1-95', 'Feb-14-96', 'Dec-31-99']],
  ];
  for (const [title, cells] of cases) {
    it(title, async () => {
      const info = await load(`named_${cases.findIndex((c) => c[0] === title)}.csv`, ['when,n', ...cells.map((c, i) => `${c},${i}`)]);
      expect(column(info, 'when')?.type).toBe('DATE');
      expect(await values(info, 'when')).toEqual(['1995-01-01', '1996-02-14', '1999-12-31']);
    });
  }
});
