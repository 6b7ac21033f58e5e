import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of parks: a date column whose header also says "park".
const PARKS = `Name,Location,Date established as park,Area (km2)
Acadia,Maine,1919-02-26,198
Arches,Utah,1929-04-12,310
Denali,Alaska,1917-02-26,19185
Zion,Utah,1919-11-19,595
Olympic,Washington,1938-06-29,3734
`;

const tables = useCsvTables({ parks: PARKS });

describe('"which <thing>" is answered with a thing, not a date', () => {
  it("names the row when the noun is a word of a date column's header", async () => {
    const biggest = await tables.ask('which park is the biggest', 'parks');
    expect(biggest.markdown).toMatch(/^\*\*Denali\*\*/);
  });

  it('still answers a date when a date is asked for', async () => {
    const date = await tables.ask('which date was zion established', 'parks');
    expect(date.markdown).toContain('1919-11-19');
  });
});
