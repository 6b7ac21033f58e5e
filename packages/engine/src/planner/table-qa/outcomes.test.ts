import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A season's record written here, its venue said by a one-letter mark.
const SEASON = `Game,Rival,H / A,Result
1,Ashby Rovers,H,W 2–0
2,Brent United,A,L 0–1
3,Corley Town,A,W 3–2
4,Dunmore City,H,L 1–2
5,Eastwick FC,A,W 1–0
6,Fulbrook,H,D 1–1
7,Glenfield,A,L 0–3
`;

const tables = useCsvTables({ season: SEASON });
const ask = (question: string) => tables.ask(question, 'season');

describe('the venue of a game', () => {
  it('counts away wins, not every win', async () => {
    const reply = await ask('how many away wins');
    expect(reply.markdown).toMatch(/^\*\*2\*\*/);
  });

  it('counts home losses, not every loss', async () => {
    const reply = await ask('how many home games did they lose');
    expect(reply.markdown).toMatch(/^\*\*1\*\*/);
  });
});
