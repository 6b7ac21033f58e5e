import { describe, expect, it } from 'vitest';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-spaced-header-');
const { load, values } = workspace;

describe('a header spaced out over rows split by tabs', () => {
  it('reads the header names and trims the padded cells', async () => {
    const info = await load('counts.txt', ['site    visitors  open', 'north\t12\t  1', 'south\t7\t  0', 'east\t30\t  1', 'west\t4\t  0']);
    expect(info.columns.map((c) => c.name)).toEqual(['site', 'visitors', 'open']);
    expect(await values(info, 'visitors')).toEqual([12, 7, 30, 4]);
  });

  it('a title line above a real tab header stays a title', async () => {
    const info = await load('report.txt', ['Monthly station report', 'station\tlevel\tflow', 'A\t1.5\t3', 'B\t2.5\t4', 'C\t0.5\t5']);
    expect(info.columns.map((c) => c.name)).toEqual(['station', 'level', 'flow']);
  });
});

describe('year-week codes', () => {
  it('a week column of yyyyww codes gets a year and a week-of-year column', async () => {
    const info = await load('visits.csv', ['week,visits', '201751,5', '201752,9', '201801,3', '201802,8']);
    expect(info.columns.map((c) => c.name)).toEqual(['week', 'visits', 'year', 'week_of_year']);
    expect(await values(info, 'year')).toEqual([2017, 2017, 2018, 2018]);
    expect(await values(info, 'week_of_year')).toEqual([51, 52, 1, 2]);
  });

  it('a week column of plain numbers or one past week 53 is left alone', async () => {
    const plain = await load('plain.csv', ['week,visits', '1,5', '2,9', '3,3']);
    expect(plain.columns.map((c) => c.name)).toEqual(['week', 'visits']);
    const months = await load('months.csv', ['week,visits', '201760,5', '201761,9', '201762,3']);
    expect(months.columns.map((c) => c.name)).toEqual(['week', 'visits']);
  });
});
