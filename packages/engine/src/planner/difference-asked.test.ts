import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// An invented list of hills: a difference asked that the reading cannot subtract is asked back.
const HILLS = `Hill,Height (m),Rise (m),Region
Tor Alba,1210,840,North
Ben Caul,980,610,West
Mount Fell,1455,1020,North
Crag Dun,870,300,East
`;

const t = useCsvTables({ hills: HILLS });

describe('a difference asked and answered with one figure', () => {
  it('asks back instead of stating one cell as the difference', async () => {
    const answer = await t.ask('diff between height and rise for tor alba', 'hills');
    expect(answer.markdown).not.toMatch(/\*\*1,?210\*\*/);
  });
  it('still answers a difference of two rows', async () => {
    expect((await t.ask('what is the height difference between tor alba and ben caul', 'hills')).markdown).toMatch(/230/);
  });
  it('reads "between 900 and 1300" as a range, not a difference', async () => {
    expect((await t.ask('how many hills between 900 and 1300 m', 'hills')).markdown).toMatch(/\*\*2\*\*/);
  });
});
