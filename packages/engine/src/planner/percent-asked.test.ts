import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

// An invented town council vote: seats by ward, the votes of two candidates and who won each ward.
const WARDS = `ward,Ambler,Brooks,winner,turnout %
North,1200,900,Ambler,61.5
South,800,1100,Brooks,58.2
East,1500,700,Ambler,66.0
West,950,990,Brooks,49.9
`;

// The same vote without the winner column: nothing says who won a ward.
const VOTES = `ward,Ambler,Brooks
North,1200,900
South,800,1100
East,1500,700
West,950,990
`;

// An invented price list whose discounts are written as percents.
const PRICES = `item,list price,discount
kettle,40,5%
toaster,55,10%
lamp,20,0%
fan,35,15%
`;

const tables = useCsvTables({ wards: WARDS, votes: VOTES, prices: PRICES });

describe('a percentage asked and something else given', () => {
  it('declines instead of giving a total where a share was asked', async () => {
    const reply = await tables.ask('what % of wards did ambler win', 'votes');
    expect(reply.clarify?.question).toBe(
      'You asked for a percentage, and I could only work out the total Ambler in votes, which is not one. Could you say which rows the share is of, and out of what?',
    );
    expect(reply.markdown).not.toContain('4,450');
  });

  it('stands when the figure is a share, or a column of percentages', async () => {
    const won = await tables.ask('what % of wards did ambler win', 'wards');
    expect(won.markdown).toContain('**50%** (2 of 4 rows)');
    const share = await tables.ask('what % of wards had a turnout over 60', 'wards');
    expect(share.markdown).toContain('50');
    expect(share.clarify).toBeUndefined();
    const column = await tables.ask('what was the turnout % in the north ward', 'wards');
    expect(column.markdown).toContain('61.5');
  });
});

describe('a column read from percent cells', () => {
  it('keeps the percent sign on its average, not on a count', async () => {
    expect((await tables.ask('average discount', 'prices')).markdown).toContain('**7.5%**');
    expect((await tables.ask('how many items have a discount above 5', 'prices')).markdown).not.toContain('%**');
  });
});
