import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of tours: no column holds how long a tour ran.
const TOURS = `Tour,Year,Legs,Shows,Headliner
Sun Road,2011,3,44,Mara Vell
Night Arc,2013,2,31,Mara Vell
Blue Mile,2016,4,58,Jon Oaks
Last Lantern,2019,1,12,Jon Oaks
Far Coast,2022,3,40,Ivy Reed
`;

const t = useCsvTables({ tours: TOURS });

describe('a length of time asked where the reading counts one row', () => {
  it('says one row counted is no length of time', async () => {
    const answer = (await t.ask('how many days did the night arc tour run', 'tours')).markdown;
    expect(answer).not.toMatch(/^\*\*1\*\*/);
    expect(answer).toMatch(/no length of time/);
  });
  it('still counts rows when the rows are what is counted', async () => {
    expect((await t.ask('how many tours did mara vell headline', 'tours')).markdown).toMatch(/\*\*2\*\*/);
  });
});
