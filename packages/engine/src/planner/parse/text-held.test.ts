import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented list of lighthouses: a keeper's note on some, nicknames on a few, and the height.
const LIGHTS = [
  'light,height,note,nicknames',
  ...Array.from(
    { length: 30 },
    (_, i) => `Light ${i + 1},${20 + i},${i % 3 === 0 ? `note ${i}` : ''},${i % 5 === 0 ? 'old tom' : ''}`,
  ),
].join('\n');

const t = useCsvTables({ lights: LIGHTS });

describe('a text column said as what rows have', () => {
  it('"with a note" keeps the rows whose note holds something', async () => {
    const reply = await t.ask('how many lights with a note', 'lights');
    expect(reply.query?.filters).toEqual([{ kind: 'null', column: 'note', isNull: false }]);
    expect(reply.markdown).toContain('**10**');
  });

  it('"at least one" of a text column is the same, never a bound on the number column', async () => {
    const reply = await t.ask('% of lights with at least one nicknames', 'lights');
    expect(JSON.stringify(reply.query)).not.toContain('height');
    expect(reply.markdown).toContain('20%');
  });
});
