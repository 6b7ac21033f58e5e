import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Invented figures, some missing.
const LANDS = [
  'name,infant deaths,area',
  'Aldoria,120,5',
  'Brevia,,7',
  'Corland,40,9',
  'Dunmark,,2',
  'Ebland,150,4',
].join('\n');
const t = useCsvTables({ lands: LANDS });

describe('rows "with a <column> figure"', () => {
  it('keeps the rows that have the figure in a share', async () => {
    const reply = await t.ask('of the lands with an infant deaths figure, what % are above 100', 'lands');
    expect(reply.markdown).toContain('2 of 3');
  });

  it('adds nothing without such words', async () => {
    const reply = await t.ask('what % of lands have infant deaths above 100', 'lands');
    expect(reply.query?.filters.some((f) => f.kind === 'null')).toBe(false);
  });
});
