import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of cup finals, one per year, with the date written out beside the year.
const FINALS = `Year,Date,Winners,Score,Runners-up
1971,12 June 1971,Velmar,2–1,Tarsa
1975,14 June 1975,Velmar,1–0,Norland
1979,10 June 1979,Tarsa,3–0,Ostmark
1983,11 June 1983,Norland,2–0,Velmar
1987,13 June 1987,Velmar,4–1,Ostmark
1991,15 June 1991,Tarsa,1–0,Norland
`;

const tables = useCsvTables({ finals: FINALS });

describe('a follow-up naming another year', () => {
  it('replaces the year of the previous question, whichever column held it', async () => {
    const first = await tables.ask('who did velmar beat in the 1975 final', 'finals');
    expect(first.markdown).toContain('Norland');
    const next = await tables.ask('and in 1987?', 'finals', first);
    expect(next.markdown).toContain('Ostmark');
    expect(next.markdown).not.toContain('No rows match');
  });
});
