import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented order-line export whose quantity takes only a few whole values.
const LINES = `Line,Part,qty,Depot
1,Bolt,2,Leeds
2,Nut,4,York
3,Gear,4,Leeds
4,Bolt,1,York
5,Spring,6,Leeds
6,Nut,4,Hull
`;

const tables = useCsvTables({ lines: LINES });
const ask = (question: string) => tables.ask(question, 'lines');

describe('a size superlative said of a number column', () => {
  it('is the column’s own largest or smallest value', async () => {
    const largest = (await ask('largest qty')).markdown;
    expect(largest).toMatch(/highest qty\W+6\b/);
    expect(largest).not.toContain('number of rows');
    const smallest = (await ask('smallest qty')).markdown;
    expect(smallest).toMatch(/lowest qty\W+1\b/);
    expect(smallest).not.toContain('number of rows');
  });

  it('still ranks groups when a category is asked about', async () => {
    const answer = await ask('which depot has the most lines');
    expect(answer.markdown).toContain('Leeds');
  });
});
