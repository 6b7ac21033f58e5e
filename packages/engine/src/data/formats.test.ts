import { describe, expect, it } from 'vitest';
import { steadyDelimiter } from './comment-lines';
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

describe('quoted cells', () => {
  it('reads double-quoted cells with commas when another cell opens with an apostrophe', async () => {
    const info = await load('records.csv', [
      'No.,Title,Label,Length',
      "1,'Tis Done,Northway,40:10",
      '2,"""Echoes""",Northway,38:02',
      '3,Low Tide,"Northway, Brightline",41:30',
      "4,'Round Midnight,Brightline,35:45",
    ]);
    const names = info.columns.map((c) => c.name);
    expect(names.slice(0, 3)).toEqual(['No.', 'Title', 'Label']);
    // album lengths past 23 minutes written mm:ss load as seconds, the unit said in the name
    expect(names[3]).toMatch(/^Length/);
    expect(await values(info, 'Title')).toEqual(["'Tis Done", '"Echoes"', 'Low Tide', "'Round Midnight"]);
    expect(await values(info, 'Label')).toEqual(['Northway', 'Northway', 'Northway, Brightline', 'Brightline']);
  });
});

describe('headerless text tables', () => {
  it('reads a tab-separated file with quoted accented names and degree coordinates', async () => {
    const rows = [
      'Aldermoor\tRuritania\t90210\t51.20°\t-3.10°',
      'Brückenau\tRuritania\t80500\t50.10°\t4.70°',
      'Calder\tRuritania\t70100\t49.90°\t2.20°',
      'Dunmore\tRuritania\t60200\t48.40°\t-1.05°',
      'Ebbsfleet\tRuritania\t50300\t47.80°\t0.35°',
      'Fairholm\tRuritania\t40400\t46.60°\t6.15°',
      'Glenrock\tRuritania\t30500\t45.50°\t5.85°',
      '"Hôtelville"\tRuritania\t20600\t44.20°\t-0.75°',
      'Ivybridge\tRuritania\t10700\t43.30°\t1.25°',
    ];
    const info = await load('towns.dat', rows);
    expect(info.columns.map((c) => c.name)).toEqual(['name', 'column2', 'column3', 'latitude', 'longitude']);
    expect(info.rowCount).toBe(9);
    expect(await values(info, 'name')).toContain('Hôtelville');
    expect(await values(info, 'longitude')).toEqual([-3.1, 4.7, 2.2, -1.05, 0.35, 6.15, 5.85, -0.75, 1.25]);
    expect(info.columns.find((c) => c.name === 'latitude')?.unit).toBe('°');
    expect(info.warnings?.[0]).toContain('"name", "latitude", "longitude" named after what they hold');
  });

  it('a column of degrees past ±90 first is longitude; numbers without degree signs keep plain names', async () => {
    const info = await load('sites.txt', ['Ash,120.5°,-33.2°', 'Birch,121.5°,-34.8°', 'Cedar,150.1°,-31.9°']);
    expect(info.columns.map((c) => c.name)).toEqual(['name', 'longitude', 'latitude']);
    const plain = await load('plain.txt', ['Ash,120.5,-33.2', 'Birch,121.5,-34.8', 'Ash,150.1,-31.9']);
    expect(plain.columns.map((c) => c.name)).toEqual(['column1', 'column2', 'column3']);
  });

  it('a semicolon file whose sniffing could go wrong is read with the delimiter every line holds', () => {
    expect(steadyDelimiter(['a;b;c', '1;"x";2', '3;"y";4'])).toBe(';');
    expect(steadyDelimiter(['a,b,c', '1,2,3'])).toBeUndefined();
    expect(steadyDelimiter(['a\tb', '1\t2\t3'])).toBeUndefined();
  });
});

describe('notes below the rows', () => {
  it('leaves out lines of source text at the end of a CSV', async () => {
    const info = await load('rates.csv', [
      'code,area,2001,2002',
      '10,"North Vale",1.5,2.5',
      '20,"South Vale",3.5,4.5',
      '30,"East Vale",5.5,6.5',
      '',
      '"Source: Office of Invented Statistics"',
      '"Footnotes: see page 4","http://example.org/notes"',
      '"March 2030"',
    ]);
    expect(info.rowCount).toBe(3);
    expect(await values(info, 'area')).toEqual(['North Vale', 'South Vale', 'East Vale']);
    expect(info.columns.find((c) => c.name === 'code')?.type).toBe('BIGINT');
    expect(info.warnings?.[0]).toContain('ends with 3 lines of notes');
  });

  it('keeps short last rows of a table that has few columns, and a table without notes', async () => {
    const narrow = await load('pairs.csv', ['name,score', 'Ada,1', 'Bo,2', 'Cy']);
    expect(narrow.rowCount).toBe(3);
    const full = await load('full.csv', ['a,b,c,d', '1,2,3,4', '5,6,7,8', '9,10,,']);
    expect(full.rowCount).toBe(3);
  });
});

describe('an empty column at the end', () => {
  it('drops the unnamed empty column that a delimiter ending every line makes', async () => {
    const info = await load('arrivals.dat', [
      '# arrivals by period',
      'Period\tNorthland\tSouthland\tTOTAL\t',
      '1901-1910\t120\t-\t120\t',
      '1911-1920\t340\t55\t395\t',
      '1921-1930\t-\t80\t80\t',
    ]);
    expect(info.columns.map((c) => c.name)).toEqual(['Period', 'Northland', 'Southland', 'TOTAL']);
    expect(await values(info, 'Southland')).toEqual([null, 55, 80]);
    // a named empty column, or an unnamed one with values, stays
    const named = await load('named.csv', ['a,b,notes', '1,2,', '3,4,']);
    expect(named.columns.map((c) => c.name)).toEqual(['a', 'b', 'notes']);
  });
});
