/**
 * Counting the people of a list of terms: when the counted noun names a column whose names repeat
 * (one governor, two terms) while another column is one per row, "how many" counts the names.
 */
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

const governors = [
  'No.,Governor,Took office,Party',
  '1,Ada Brenner,1901,Liberal',
  '2,Carl Dunst,1905,Civic',
  '3,Ada Brenner,1909,Liberal',
  '4,Eli Farrow,1913,Civic',
  '5,Gus Hale,1917,Liberal',
  '6,Ina Jolley,1921,Civic',
  '7,Gus Hale,1925,Liberal',
  '8,Kit Lomax,1929,Liberal',
].join('\n');
const tables = useCsvTables({ province_governors: governors });

describe('terms counted by the people holding them', () => {
  it('counts the distinct governors of a party', async () => {
    const reply = await tables.ask('how many liberal governors have there been', 'province_governors');
    expect(reply.markdown).toContain('**3**');
  });
  it('counts every governor once', async () => {
    const reply = await tables.ask('how many governors have there been', 'province_governors');
    expect(reply.markdown).toContain('**6**');
  });
});
