import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented table, long enough to be read by the parser rather than as a small list.
const NAMES = ['Ada Berglund (SWE)', 'Ada Berglund (NOR)', 'Cy Dornier (FRA)', 'Eli Fontaine (FRA)', 'Gus Halvorsen (NOR)'];
const rows = Array.from({ length: 400 }, (_, i) => `${i + 1},${NAMES[i % NAMES.length]},${(i * 7) % 50}`);
const MATCHES = `Match,Player,Points\n${rows.join('\n')}\n`;

const t = useCsvTables({ matches: MATCHES });

describe('a surname said alone for names written with a code in parentheses', () => {
  it('takes every value of that one name, whatever its code', async () => {
    const answer = await t.ask('how many matches did berglund play', 'matches');
    expect(answer.query?.filters).toEqual([
      { kind: 'values', column: 'Player', values: expect.arrayContaining(['Ada Berglund (SWE)', 'Ada Berglund (NOR)']) },
    ]);
    expect(answer.markdown).toContain('160');
  });
  it('reads a name under one code as that value', async () => {
    const answer = await t.ask('total points of halvorsen', 'matches');
    expect(answer.query?.filters).toEqual([{ kind: 'values', column: 'Player', values: ['Gus Halvorsen (NOR)'] }]);
  });
});
