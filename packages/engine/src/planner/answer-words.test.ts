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

// An invented list of cup finals: the winning club and, in its own column, the club's nation.
const FINALS = `Season,Winners,Nation,Score,Runners-up
2001,Orvo FC,Norland,2–1,Tellin City
2002,Marra United,Southia,1–0,Orvo FC
2003,Orvo FC,Norland,3–0,Pellow Town
2004,Tellin City,Eastia,2–2,Marra United
2005,Suskin Rovers,Norland,1–0,Orvo FC
2006,Marra United,Southia,4–1,Suskin Rovers
2007,Pellow Town,Eastia,2–0,Tellin City
2008,Varn Athletic,Norland,1–0,Marra United
`;

const tables = useCsvTables({ lakes: LAKES, finals: FINALS });

describe('words of the question the answer did not use', () => {
  it('are named after what was computed', async () => {
    const reply = await tables.ask("what's the area of orvo in square kilograms", 'lakes');
    expect(reply.markdown).toContain('5400');
    expect(reply.markdown).toContain('I did not use: "square", "kilograms".');
  });

  it('are not named when every word left a trace', async () => {
    const reply = await tables.ask('what is the max depth of marra', 'lakes');
    expect(reply.markdown).toContain('340');
    expect(reply.markdown).not.toContain('I did not use');
  });

  it('asks when the noun a "which" question asks for names a column the answer did not read', async () => {
    const reply = await tables.ask('which country has the most winners', 'finals');
    expect(reply.clarify?.choices).toEqual(['which Nation has the most winners']);
    const chosen = await tables.ask('which Nation has the most winners', 'finals');
    expect(chosen.clarify).toBeUndefined();
    expect(chosen.markdown).toContain('**Norland**');
  });

  it('declines a "who was the … of" question about a thing the table knows nowhere', async () => {
    const reply = await tables.ask('who was the goalkeeper of orvo fc in 2003', 'finals');
    // asked back (by the table reader's decline or the parser's), never answered with a cell
    expect(reply.clarify?.question).toMatch(/goalkeeper/);
    expect(reply.result).toBeUndefined();
    const known = await tables.ask('what was the score of the 2003 final', 'finals');
    expect(known.clarify).toBeUndefined();
    expect(known.markdown).toContain('3–0');
  });
});
