import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of test flights whose notes name other flights in passing.
const tables = useCsvTables({
  flights: `Flight,Launch date,Pilot,Notes
Kestrel 1,3 May 1971,Ada Vorn,First flight
Kestrel 2,9 June 1971,Bo Lind,Meets Kestrel 4 in orbit
Kestrel 4,1 July 1971,Cy Hale,Longest flight
Kestrel 3,2 August 1971,Di Marr,Docked (with Kestrel 4)
Kestrel 5,5 October 1971,Ed Quin,—
`,
});

describe('a whole cell said is that cell, not a piece of a longer note', () => {
  it('reads the row after the flight named, even when the notes mention it', async () => {
    const reply = await tables.ask('which flight launched right after kestrel 4', 'flights');
    expect(reply.markdown).toContain('Kestrel 3');
    expect(reply.markdown).not.toContain('**Kestrel 5**');
  });
});
