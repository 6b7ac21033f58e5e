/** Words for a parent over a column of the parent's sex. Tables written here. */
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

const feeds = ['nest,ParentSex,food_items'];
for (let i = 0; i < 40; i++) feeds.push(`N${i % 4},${i % 4 === 0 ? 'Male' : 'Female'},${1 + (i % 5)}`);
const tables = useCsvTables({ nest_feeds: feeds.join('\n') });

describe('a parent said by a word', () => {
  it('reads "mothers" as the female parent', async () => {
    const reply = await tables.ask('avg food items for mothers', 'nest_feeds');
    expect(reply.markdown).toContain('ParentSex is Female');
  });
  it('reads "the father" as the male parent', async () => {
    const reply = await tables.ask('share of feeds by the father', 'nest_feeds');
    expect(reply.markdown).toContain('ParentSex is Male');
    expect(reply.markdown).toContain('25%');
  });
});
