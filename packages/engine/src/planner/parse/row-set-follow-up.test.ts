import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A squad list: clubs hold several players each.
const SQUAD = `Player,Club,Position,Age,Goals,Caps
Ada Berg,North FC,Forward,24,18,30
Ben Cole,South United,Midfielder,29,7,55
Cai Dunn,North FC,Defender,31,2,70
Dee Eke,East Rovers,Forward,24,12,22
Eli Fox,South United,Goalkeeper,33,0,80
Fay Gil,East Rovers,Midfielder,27,5,41
Gus Ho,West City,Forward,22,9,12
Hal Ives,West City,Defender,29,1,38
`;

const tables = useCsvTables({ squad: SQUAD });
const ask = (question: string, previous?: Awaited<ReturnType<typeof tables.ask>>) =>
  tables.ask(question, 'squad', previous);

describe('follow-ups about the rows the previous answer listed', () => {
  it('takes a total over the listed rows only, never over the whole table', async () => {
    const listed = await ask('which players play for north fc');
    const goals = await ask('how many goals did they score in total', listed);
    expect(goals.markdown).toContain('**20**');
    expect(goals.markdown).not.toContain('54');
    const caps = await ask('and their total caps', listed);
    expect(caps.markdown).toContain('**100**');
  });

  it('takes a figure over the first rows of a ranking', async () => {
    const top = await ask('top 3 players by caps');
    const goals = await ask('how many goals did those players score', top);
    expect(goals.query?.within).toEqual({ by: 'Caps', dir: 'desc', limit: 3 });
    expect(goals.markdown).toContain('**9**');
  });

  it('keeps a condition of its own beside the listed rows', async () => {
    const forwards = await ask('list the forwards');
    const older = await ask('average age of those with more than 10 goals', forwards);
    expect(older.markdown).toContain('**24**');
  });
});
