import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A quarterly series split over year and quarter columns, 2001 Q1 – 2006 Q4. Output is
// 100 + 10 × (year − 2001) + quarter; jobless is 9 in every fourth quarter and 5 otherwise.
const ECONOMY = [
  'year,quarter,output,jobless',
  ...Array.from({ length: 24 }, (_, i) => {
    const year = 2001 + Math.floor(i / 4);
    const quarter = (i % 4) + 1;
    return `${year},${quarter},${100 + 10 * (year - 2001) + quarter},${quarter === 4 ? 9 : 5}`;
  }),
].join('\n');

const t = useCsvTables({ economy: ECONOMY });

describe('a period split over a year and a quarter column', () => {
  it('reads "2004 q2", "2004Q2" and "q3 2005" as the year and the quarter', async () => {
    for (const [question, value] of [
      ['output in 2004 q2', '132'],
      ['output 2004Q2', '132'],
      ['output in q3 2005', '143'],
    ] as const) {
      const reply = await t.ask(question, 'economy');
      expect(reply.query?.filters).toEqual(
        expect.arrayContaining([
          { kind: 'values', column: 'year', values: [Number(question.match(/200\d/)![0])] },
          expect.objectContaining({ column: 'quarter' }),
        ]),
      );
      expect(reply.markdown).toContain(`**${value}**`);
    }
  });

  it('compares two quarters of the year', async () => {
    const reply = await t.ask('avg jobless q4 vs q1', 'economy');
    expect(reply.query?.kind).toBe('compare');
    expect(reply.markdown).toContain('**9**');
    expect(reply.markdown).toContain('**5**');
  });

  it('answers "when was that" with the year and the quarter', async () => {
    const top = await t.ask('highest output', 'economy');
    const when = await t.ask('when was that', 'economy', top);
    expect(when.query?.columns).toEqual(['year', 'quarter', 'output']);
    expect(when.markdown).toContain('**2006**');
    expect(when.markdown).toContain('**4**');
  });

  it('counts quarters as rows, never adding up the quarter numbers', async () => {
    const count = await t.ask('how many quarters was jobless above 8', 'economy');
    expect(count.markdown).toContain('**6**');
    const share = await t.ask('what share of quarters had jobless over 8', 'economy');
    expect(share.markdown).toContain('25%');
  });
});
