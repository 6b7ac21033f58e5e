import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// An invented list of lakes, one row each.
const LAKES = `Lake,Country,Area (km2),Max depth (m)
Orvo,Norland,5400,210
Tellin,Eastia,3100,95
Marra,Southia,8800,340
Pellow,Eastia,1200,44
Suskin,Norland,2600,120
`;

const tables = useCsvTables({ lakes: LAKES });

describe('words of the question the answer did not use', () => {
  it('are named after what was computed', async () => {
    const reply = await tables.ask("what's the area of orvo in square miles", 'lakes');
    expect(reply.markdown).toContain('5400');
    expect(reply.markdown).toContain('I did not use: "square", "miles".');
  });

  it('are not named when every word left a trace', async () => {
    const reply = await tables.ask('what is the max depth of marra', 'lakes');
    expect(reply.markdown).toContain('340');
    expect(reply.markdown).not.toContain('I did not use');
  });
});
