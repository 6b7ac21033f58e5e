import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of hills: two share a height, two share a range.
const HILLS = `Hill,Height (m),Range
Brack Fell,812,North
Cole Pike,790,North
Dun Rigg,812,South
Esk Knott,705,East
`;

const tables = useCsvTables({ hills: HILLS });
const ask = (question: string) => tables.ask(question, 'hills');

describe('rows that share a value', () => {
  it('lists the rows whose value another row also has', async () => {
    const reply = await ask('which hills are the same height');
    expect(reply.markdown).toMatch(/^\*\*Brack Fell\*\* \(812\), \*\*Dun Rigg\*\* \(812\)\./);
    expect(reply.markdown).not.toContain('Cole Pike');
  });

  it('reads "share the same" with a text column', async () => {
    const reply = await ask('which hills share the same range');
    expect(reply.markdown).toContain('Brack Fell');
    expect(reply.markdown).not.toContain('Esk Knott');
  });

  it('reads "the same X as <name>" as the rows holding that value, the named row left out', async () => {
    const reply = await ask('which hills are in the same range as brack fell');
    expect(reply.markdown).toMatch(/^\*\*Cole Pike\*\* \(North\)\./);
    expect(reply.markdown).not.toContain('Dun Rigg');
  });
});
