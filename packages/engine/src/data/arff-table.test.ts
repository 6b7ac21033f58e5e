import { describe, expect, it } from 'vitest';
import { parseAttributeLine, splitArffValues } from './arff-table';
import { useTestWorkspace } from './test-workspace';

const workspace = useTestWorkspace('engine-arff-');
const { load, values } = workspace;

const KENNEL = [
  '% Dogs at a boarding kennel, one row per stay.',
  '% Collected by hand; ? marks what was not written down.',
  '@relation kennel-stays',
  '',
  "@attribute 'dog-name' string",
  '@attribute nights numeric',
  "@attribute 'diet' {'raw','dry','wet food'}",
  '@attribute weight-kg real',
  '@attribute arrived date "yyyy-MM-dd"',
  '',
  '@data',
  "'Rex',3,'dry',31.5,2024-03-02",
  "'Bella, the second',?,'wet food',8.2,2024-03-05",
  "Milo, 12 , raw, ?, 2024-04-11",
  '% a note between rows',
  "'O\\'Malley',1,?,22,?",
  '%',
];

describe('ARFF files', () => {
  it('splits values with quotes, escapes and ? for missing', () => {
    expect(splitArffValues("'a, b', 3 ,?, 'it\\'s', \"x\"")).toEqual(['a, b', '3', undefined, "it's", 'x']);
    expect(splitArffValues("'?'")).toEqual(['?']);
  });

  it('reads attribute names, quoted or not, and their types', () => {
    expect(parseAttributeLine("@attribute 'wage-rise' real")).toEqual({ name: 'wage-rise', type: 'real' });
    expect(parseAttributeLine('@ATTRIBUTE colour {red,blue}')).toEqual({ name: 'colour', type: '{red,blue}' });
    expect(parseAttributeLine('@data')).toBeUndefined();
  });

  it('loads as a table named after the file, columns from the attribute lines, ? as missing', async () => {
    const info = await load('kennel-stays.arff', KENNEL);
    expect(info.name).toBe('kennel_stays');
    expect(info.columns.map((c) => c.name)).toEqual(['dog-name', 'nights', 'diet', 'weight-kg', 'arrived']);
    expect(info.rowCount).toBe(4);
    expect(await values(info, 'dog-name')).toEqual(['Rex', 'Bella, the second', 'Milo', "O'Malley"]);
    expect(await values(info, 'nights')).toEqual([3, null, 12, 1]);
    expect(await values(info, 'diet')).toEqual(['dry', 'wet food', 'raw', null]);
    expect(await values(info, 'weight-kg')).toEqual([31.5, 8.2, null, 22]);
    expect(info.columns.find((c) => c.name === 'arrived')?.type).toMatch(/DATE/);
  });

  it('reads sparse rows, the unlisted columns being 0', async () => {
    const info = await load('counts.arff', [
      '@relation words',
      '@attribute apple numeric',
      '@attribute pear numeric',
      '@attribute label {a,b}',
      '@data',
      '{0 2, 2 a}',
      '{1 5, 2 b}',
    ]);
    expect(await values(info, 'apple')).toEqual([2, 0]);
    expect(await values(info, 'pear')).toEqual([0, 5]);
    expect(await values(info, 'label')).toEqual(['a', 'b']);
  });

  it('refuses a file without a @data line, or with a row longer than the columns, in plain words', async () => {
    await expect(load('nodata.arff', ['@relation x', '@attribute a numeric', '1'])).rejects.toThrow(
      'nodata.arff cannot be read as an ARFF file: it has no @data line.',
    );
    await expect(load('long.arff', ['@relation x', '@attribute a numeric', '@data', '1', '2,3'])).rejects.toThrow(
      'long.arff cannot be read as an ARFF file: line 5 holds 2 values for 1 columns.',
    );
  });
});
