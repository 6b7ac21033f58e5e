import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// An invented list of cup finals: who won is a column, who scored or refereed is not.
const FINALS = `Year,Winners,Score,Runners-up,Edition,Decided in extra time
1990,Norland,2–1 (a.e.t.),Estavia,1st,true
1994,Estavia,1–0,Kelmar,2nd,false
1998,Kelmar,3–2,Norland,3rd,false
2002,Norland,1–1 (a.e.t.) (4–3 p),Westmark,4th,true
`;

const t = useCsvTables({ finals: FINALS });

describe('a "who" question answered with cells that name no one', () => {
  it('is declined when the cell read is a score', async () => {
    const answer = await t.ask('who refereed the 1998 final', 'finals');
    expect(answer.markdown).not.toMatch(/\*\*3–2\*\*/);
    expect(answer.markdown).toMatch(/names no one/);
  });
  it('still answers from a column of names', async () => {
    expect((await t.ask('who won in 1994', 'finals')).markdown).toMatch(/^\*\*Estavia\*\*/);
  });
  it('is left alone when two names are weighed', async () => {
    expect((await t.ask('who won more finals, norland or kelmar', 'finals')).markdown).toMatch(/Norland/);
  });
});
