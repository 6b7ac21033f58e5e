import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented yearly series over two centuries: 1750–1949, one figure.
const RAIN = [
  'year,DRIPX',
  ...Array.from({ length: 200 }, (_, i) => `${1750 + i},${i < 100 ? 10 : 30}`),
].join('\n');

const t = useCsvTables({ rain: RAIN });

describe('two periods of a year column said with a comparison word', () => {
  it('are the two sides of a comparison, each its own span of years', async () => {
    const reply = await t.ask('average DRIPX 1800s versus 1900s', 'rain');
    expect(reply.query?.kind).toBe('compare');
    expect(reply.query?.sides?.map((s) => s.filters)).toEqual([
      [{ kind: 'between', column: 'year', from: 1800, to: 1899 }],
      [{ kind: 'between', column: 'year', from: 1900, to: 1999 }],
    ]);
    // 1800–1849 hold 10, 1850–1899 hold 30: average 20; the 1900s hold 30
    expect(reply.markdown).toContain('**20**');
    expect(reply.markdown).toContain('**30**');
  });

  it('puts the earlier period first whichever was said first', async () => {
    const reply = await t.ask('mean DRIPX in the 1900s compared to the 1800s', 'rain');
    expect(reply.query?.sides?.map((s) => s.label)).toEqual(['the 1800s', 'the 1900s']);
  });
});
