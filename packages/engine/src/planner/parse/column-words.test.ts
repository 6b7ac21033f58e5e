import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// A survey written here in numbers: a region code of few values and a savings figure of many;
// longer than a list, so the parser (not the table stage) reads it.
const rows = Array.from({ length: 300 }, (_, i) => ({ region: 1 + ((i * 7) % 9), savings: (i * 37) % 250 }));
const SURVEY = ['ref,region,savings', ...rows.map((r, i) => `${i + 1},${r.region},${r.savings}`)].join(
  '\n',
);

const tables = useCsvTables({ survey: SURVEY });
const ask = (question: string) => tables.ask(question, 'survey');

describe('words said with a column', () => {
  it('reads "code" after a column of codes as that column', async () => {
    const reply = await ask('median region code');
    expect(reply.markdown).not.toContain('did not use');
    expect(reply.markdown).toContain('median region');
  });

  it('reads a number after a column the rows have as one of its values', async () => {
    const reply = await ask('how many respondents have savings 0');
    expect(reply.markdown).toContain(`**${rows.filter((r) => r.savings === 0).length}**`);
  });
});
