import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented yearly series whose one figure is named as a run of letters: 1901–1940.
const FLOW = [
  'YEAR,RIVERDISCHARGE',
  ...Array.from({ length: 40 }, (_, i) => `${1901 + i},${10 + (i % 8)}`),
].join('\n');

const t = useCsvTables({ flow: FLOW });

describe('a word of a measure named as one run of letters', () => {
  it('names the one measure when the word begins or ends the run', async () => {
    const avg = await t.ask('average discharge', 'flow');
    expect(avg.query?.measures).toEqual([{ fn: 'avg', column: 'RIVERDISCHARGE' }]);
    const byDecade = await t.ask('avg discharge by decade', 'flow');
    expect(byDecade.query?.measures).toEqual([{ fn: 'avg', column: 'RIVERDISCHARGE' }]);
  });

  it('does not match a short word inside the run', async () => {
    const short = await t.ask('average disc', 'flow');
    expect(short.query?.measures ?? []).not.toContainEqual({ fn: 'avg', column: 'RIVERDISCHARGE' });
  });
});
