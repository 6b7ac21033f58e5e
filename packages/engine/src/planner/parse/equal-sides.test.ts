import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented visits per person with a 0/1 plan flag.
const VISITS = `visits,plan,income
2,1,3.1
4,0,2.2
1,1,0.5
5,0,1.1
3,1,2.0
6,0,4.4
`;

const tables = useCsvTables({ visits: VISITS });

describe('one column set equal to two values with "vs"', () => {
  it('compares the two sides instead of asking for rows that hold both', async () => {
    const reply = await tables.ask('avg visits plan=1 vs plan=0', 'visits');
    expect(reply.query?.kind).toBe('compare');
    expect(reply.markdown).toContain('plan = 1: **2**');
    expect(reply.markdown).toContain('plan = 0: **5**');
  });
});
