import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { indexDataset } from '../schema-index';
import { askOutOfRange } from './out-of-range';

// An invented yearly series: a year column and two figures of very different sizes.
const HARVESTS = `Year,Tonnes harvested,Farms
1990,3100,41
1991,4800,44
1992,5600,47
1993,6900,45
1994,7200,52
1995,4100,50
1996,8800,55
1997,9400,58
`;

// An invented table of shares written as fractions, long enough for the parser to read it.
const SURVIVAL = [
  'age,sex,dying',
  ...Array.from({ length: 60 }, (_, i) => `${Math.floor(i / 2)},${i % 2 ? 'F' : 'M'},${(i / 60).toFixed(3)}`),
].join('\n');

const tables = useCsvTables({ harvests: HARVESTS, survival: SURVIVAL });

describe('a number no row of its column can reach', () => {
  it('asks which column was meant, offering the columns that reach the number', async () => {
    const index = await indexDataset(tables.registry, 'harvests');
    const asked = askOutOfRange('how many years above 5000', index, [{ column: 'Year', op: '>', value: 5000 }]);
    expect(asked?.clarify?.question).toContain('Year runs from 1990 to 1997');
    expect(asked?.clarify?.choices).toEqual(['how many years above 5000 (Tonnes harvested above 5,000)']);
  });

  it('lets the answer stand when the number is within reach or no column reaches it', async () => {
    const index = await indexDataset(tables.registry, 'harvests');
    expect(askOutOfRange('how many years with over 50 farms', index, [{ column: 'Farms', op: '>', value: 50 }])).toBeUndefined();
    expect(askOutOfRange('any farms above 100000', index, [{ column: 'Farms', op: '>', value: 100000 }])).toBeUndefined();
    // just beyond the largest value: "none" is a plain answer
    expect(askOutOfRange('farms above 60', index, [{ column: 'Farms', op: '>', value: 60 }])).toBeUndefined();
  });

  it('reads a condition below the smallest value the same way', async () => {
    const index = await indexDataset(tables.registry, 'harvests');
    const asked = askOutOfRange('how many years below 100', index, [{ column: 'Tonnes harvested', op: '<', value: 100 }]);
    expect(asked?.clarify?.choices).toEqual(['how many years below 100 (Farms below 100)']);
  });

  it('answers the count over the column the number fits', async () => {
    const reply = await tables.ask('how many years had more than 5000 tonnes harvested', 'harvests');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('**5**');
  });

  it('compares a number said in percent over a column of fractions as the fraction', async () => {
    // values i/60 above 0.5: i = 31..59
    const reply = await tables.ask('how many rows have dying over 50%', 'survival');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('**29**');
    const worded = await tables.ask('how many rows have dying over 50 percent', 'survival');
    expect(worded.markdown).toContain('29 of 60 rows');
  });
});
