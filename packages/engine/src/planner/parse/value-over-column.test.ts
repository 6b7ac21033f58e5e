import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented town vote: one column of votes per candidate, and who won each ward.
const WARDS = `ward,Ambler,Brooks,winner
North,1200,900,Ambler
South,800,1100,Brooks
East,1500,700,Ambler
West,950,990,Brooks
Quay,400,1300,Brooks
`;

const tables = useCsvTables({ wards: WARDS });
const ask = (question: string) => tables.ask(question, 'wards');

describe('a name that is both a column and a value of another column', () => {
  it('is the value when the question says a word of that column ("win" of winner)', async () => {
    expect((await ask('how many wards did ambler win')).markdown).toContain('The number of rows is **2**');
    expect((await ask('in how many wards did brooks win')).markdown).toContain('The number of rows is **3**');
    expect((await ask('how many wards were won by brooks')).markdown).toContain(
      'The number of rows is **3**',
    );
    const which = (await ask('which wards did ambler win')).markdown;
    expect(which).toContain('North');
    expect(which).toContain('East');
    expect(which).not.toContain('South');
  });

  it('stays the column otherwise', async () => {
    expect((await ask('total votes for ambler')).markdown).toContain('4,850');
    expect((await ask('ambler votes in the north')).markdown).toContain('1200');
  });
});
