import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { saidClocks } from './clock-times';

// An invented race's winners whose every time is written h:mm:ss (the load reads them as times
// of day), and a mile list in m:ss.f.
const tables = useCsvTables({
  race: `Edition,Winner,Time,Notes
1st,Ida Brenn,2:29:47,
2nd,Ole Vasko,2:21:05,
3rd,Pim Arlo,2:17:14,course record
4th,Ida Brenn,2:20:02,
5th,Ulf Sande,2:16:40,
`,
  mile: `Runner,Club,Mark
Tess Orr,Harwick,3:58.4
Joel Penn,Dunmore,4:02.1
Abe Kline,Harwick,3:55.9
`,
});

describe('times said in a question', () => {
  it('finds where a time starts among the words and what it writes', () => {
    expect([...saidClocks('how many ran under 2:05 in all').values()]).toEqual([{ start: 4, parts: [2, 5], words: 2 }]);
    expect(saidClocks('faster than 3:55.5')?.get(2)?.parts).toEqual([3, 55.5]);
    expect(saidClocks('at 7:30 pm').size).toBe(0);
  });

  it('compares a time said with hours and minutes against cells written with hours', async () => {
    expect((await tables.ask('in how many races was the time below 2:19', 'race')).markdown).toMatch(/^\*\*2\*\*/);
  });

  it('compares a time said in minutes and seconds against cells without hours', async () => {
    expect((await tables.ask('how many runners have a mark under 3:59', 'mile')).markdown).toMatch(/^\*\*2\*\*/);
  });

  it('shows times the load read as times of day as written, without a leading zero', async () => {
    const reply = await tables.ask('what was the fastest time of all', 'race');
    expect(reply.markdown).toContain('2:16:40');
    expect(reply.markdown).not.toContain('02:16:40');
  });
});
