import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// An invented feedback log where only some visits were rated.
const VISITS = `Visit,Clinic,Rating,Wait (min)
V1,North,5,10
V2,North,,25
V3,South,3,5
V4,South,,40
V5,South,4,15
`;

const tables = useCsvTables({ visits: VISITS });

describe('a figure over a column some rows leave empty', () => {
  it('says how many of the matching rows hold a value', async () => {
    const answer = await tables.ask('average rating', 'visits');
    expect(answer.markdown).toContain('**4**');
    expect(answer.markdown).toContain('over the 3 of 5 matching rows that hold a value');
  });

  it('keeps the plain count when every row holds one', async () => {
    const answer = await tables.ask('average wait', 'visits');
    expect(answer.markdown).toContain('(over 5 matching rows)');
  });
});
