import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// An invented list of cup finals: one row per final, a crowd figure on each.
const FINALS = `Date,Champion,Score,Runner-up,Venue,Attendance
12 May 2001,Northvale,2–1,Eastport,Old Park,41000
18 May 2002,Eastport,1–0,Kingsmere,Harbour Ground,38500
17 May 2003,Kingsmere,3–1,Northvale,Old Park,45200
22 May 2004,Northvale,1–0,Westby,Harbour Ground,39900
21 May 2005,Westby,3–2,Eastport,Old Park,47000
13 May 2006,Eastport,2–0,Northvale,Lake Stadium,52000
`;

const tables = useCsvTables({ cup_finals: FINALS });

describe('a count of rows that is 1 because each condition picks one row', () => {
  it('asks which figure when one row is set against one row', async () => {
    const reply = await tables.ask('how many more in the 2006 final than the 2004 one', 'cup_finals');
    expect(reply.clarify?.question).toMatch(/one row each/);
    expect(reply.clarify?.choices[0]).toBe('compare the Attendance in 2004 and in 2006');
    expect(reply.result).toBeUndefined();
    const picked = await tables.ask(reply.clarify!.choices[0]!, 'cup_finals');
    expect(picked.markdown).toContain('**39,900**');
    expect(picked.markdown).toContain('**52,000**');
  });

  it('reads "people" as the crowd figure when the table counts people in one column', async () => {
    const reply = await tables.ask('how many more people watched the 2006 final than the 2004 one', 'cup_finals');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('**12,100**');
  });

  it('stands when the noun counted names the rows', async () => {
    const reply = await tables.ask('how many finals in 2005', 'cup_finals');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('**1**');
  });

  it('stands when a condition is a range that one row happens to meet', async () => {
    const reply = await tables.ask('how many finals had more than 50000 spectators', 'cup_finals');
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('**1**');
  });
});
