import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { indexDataset } from '../schema-index';
import { askOutOfRange } from './out-of-range';

// An invented yearly series from 1650: one figure, 0–99.
const TIDES = ['year,SWELLX', ...Array.from({ length: 200 }, (_, i) => `${1650 + i},${(i * 41) % 100}`)].join(
  '\n',
);
// An invented yearly table with two figures of different sizes.
const MILLS = [
  'year,WHEELS,SACKS',
  ...Array.from({ length: 30 }, (_, i) => `${1900 + i},${3 + (i % 5)},${100 + i * 10}`),
].join('\n');

const t = useCsvTables({ tides: TIDES, mills: MILLS });
const swell = Array.from({ length: 200 }, (_, i) => (i * 41) % 100);

describe('a number far outside the column read', () => {
  it('moves a share every row would meet to the one measure whose values span it', async () => {
    const reply = await t.ask('what percent of years were above 60', 'tides');
    expect(reply.query?.kind).toBe('percent');
    expect(JSON.stringify(reply.query?.condition)).toContain('SWELLX');
    const above = swell.filter((v) => v > 60).length;
    expect(reply.markdown).toContain(`${above} of 200`);
  });

  it('moves a count no row would meet the same way', async () => {
    const reply = await t.ask('how many years had under 10', 'tides');
    expect(JSON.stringify(reply.query?.filters)).toContain('SWELLX');
    expect(reply.markdown).toContain(`**${swell.filter((v) => v < 10).length}**`);
  });

  it('asks which figure when the table has several', async () => {
    const reply = await t.ask('what share of years were over 150', 'mills');
    expect(reply.clarify?.question).toContain('Every row');
    expect(JSON.stringify(reply.clarify?.choices)).toContain('SACKS');
  });

  it('reads every row meeting the condition as out of range only far from the values', async () => {
    const index = await indexDataset(t.registry, 'mills');
    // "over 0" is a plain threshold; a number near the smallest value is too
    expect(
      askOutOfRange('years with over 0 wheels', index, [{ column: 'WHEELS', op: '>', value: 0 }]),
    ).toBeUndefined();
    expect(
      askOutOfRange('years with over 2 wheels', index, [{ column: 'WHEELS', op: '>', value: 2 }]),
    ).toBeUndefined();
    const asked = askOutOfRange('share of years over 150', index, [{ column: 'year', op: '>', value: 150 }]);
    expect(asked?.clarify?.question).toContain('Every row has a year above 150');
  });
});
