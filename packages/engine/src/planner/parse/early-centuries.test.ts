import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented yearly index running back to the 1700s.
const SERIES = `YEAR,IDX
1700,5
1750,83
1799,10
1800,14
1850,66
1899,12
1900,9
1950,71
`;

const tables = useCsvTables({ long_series: SERIES });

describe('a century written whole before 1800', () => {
  it('"the 1700s" is the years 1700–1799', async () => {
    const reply = await tables.ask('highest IDX in the 1700s', 'long_series');
    expect(reply.markdown).toContain('between 1700 and 1799');
    expect(reply.markdown).toContain('**83**');
  });

  it('a ranked row with no column to name it states the figure alone', async () => {
    const reply = await tables.ask('highest IDX in the 1800s', 'long_series');
    expect(reply.markdown).toContain('The highest IDX is **66**');
  });

  it('never adds up a column of years for "how many years"', async () => {
    const reply = await tables.ask('how many years had an IDX of 83', 'long_series');
    expect(reply.markdown).not.toContain('3700');
  });
});
