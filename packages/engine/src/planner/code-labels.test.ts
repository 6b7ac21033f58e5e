/** Groups of number codes shown with the names a text column gives them, on invented tables of plots. */
import { describe, expect, it } from 'vitest';
import { useCsvTables } from './csv-test-tables';

const zones = ['North Field', 'Low Meadow', 'Upper Vale'];
const plots = ['plot,zone_name,zone,yield'];
for (let i = 0; i < 30; i++) plots.push(`${i + 1},${zones[i % 3]},${(i % 3) + 1},${100 + i * 3}`);
// the same codes with a text column that is no name of them (two labels share code 1)
const mixed = ['plot,crop,zone,yield'];
for (let i = 0; i < 30; i++)
  mixed.push(`${i + 1},${['oats', 'rye', 'flax'][Math.floor(i / 3) % 3]},${(i % 3) + 1},${100 + i}`);
const tables = useCsvTables({ plots: plots.join('\n'), mixed_plots: mixed.join('\n') });

describe('groups of number codes with their names', () => {
  it('"yield by zone" names each zone beside its code', async () => {
    const answer = await tables.ask('total yield by zone', 'plots');
    expect(answer.query?.groupBy).toEqual([{ column: 'zone' }, { column: 'zone_name' }]);
    expect(answer.markdown).toContain('Upper Vale');
  });

  it('a text column that does not name the codes one to one is left out', async () => {
    const answer = await tables.ask('total yield by zone', 'mixed_plots');
    expect(answer.query?.groupBy).toEqual([{ column: 'zone' }]);
  });
});
