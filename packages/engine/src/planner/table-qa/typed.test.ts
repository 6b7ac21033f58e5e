import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import type { Answer } from '../answer';

// A small list of lighthouses written here: answered by the table stage, then followed up.
const LIGHTS = `Name,Country,Height (m),Lit
Skerrow Point,Norway,38,1881
Vardel Head,Norway,22,1902
Morrick Light,Scotland,41,1874
Tarn Rock,Scotland,19,1930
Ellin Spit,Ireland,33,1899
`;

const tables = useCsvTables({ lights: LIGHTS });
const ask = (question: string, previous?: Answer) => tables.ask(question, 'lights', previous);

describe('follow-ups after a table-stage answer', () => {
  it('carries the typed twin of a look-up, which a follow-up modifies', async () => {
    const first = await ask('how tall is morrick light');
    expect(first.markdown).toContain('41');
    expect(first.query?.filters).toEqual([{ kind: 'values', column: 'Name', values: ['Morrick Light'] }]);
    const next = await ask('and tarn rock?', first);
    expect(next.markdown).toContain('19');
    expect(next.markdown).not.toContain('41');
  });

  it('gives no typed twin to an answer that depends on the list order', async () => {
    const first = await ask('which lighthouse is listed after vardel head');
    expect(first.markdown).toContain('Morrick Light');
    expect(first.query).toBeUndefined();
  });
});
