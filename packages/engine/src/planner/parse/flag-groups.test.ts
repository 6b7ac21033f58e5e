import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Survey answers with a 0/1 column: those who voted (1) rate 6 on the scale, the others 2.
// No column names the respondents; the oldest is 88, the youngest 19.
const POLL = [
  'age,voted,scale',
  ...Array.from({ length: 40 }, (_, i) => `${i === 7 ? 88 : i === 3 ? 19 : 30 + i},${i % 2},${i % 2 ? 6 : 2}`),
].join('\n');

const t = useCsvTables({ poll: POLL });

describe('a 0/1 column named as groups', () => {
  it('breaks a measure down by both of its values', async () => {
    const reply = await t.ask('avg scale by voted', 'poll');
    expect(reply.query?.groupBy).toEqual([{ column: 'voted' }]);
    expect(reply.query?.filters).toEqual([]);
  });

  it('compares its two values said with vs', async () => {
    for (const question of ['avg scale for voted 0 vs voted 1', 'avg scale voted 0 vs 1']) {
      const reply = await t.ask(question, 'poll');
      expect(reply.query?.kind).toBe('compare');
      expect(reply.markdown).toContain('**2**');
      expect(reply.markdown).toContain('**6**');
    }
  });

  it('is still a condition when one value is said', async () => {
    const reply = await t.ask('avg scale for voted 1', 'poll');
    expect(reply.markdown).toContain('**6**');
  });
});

describe('a superlative of the rows with no name column', () => {
  it('gives the extreme of its column rather than a count', async () => {
    expect((await t.ask('oldest respondent', 'poll')).markdown).toContain('**88**');
    expect((await t.ask('youngest respondent', 'poll')).markdown).toContain('**19**');
  });
});
