import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented ward list: beds numbered per ward (repeated across wards), a patient and their age.
const WARDS = [
  'patient,ward,bed,age',
  ...Array.from({ length: 40 }, (_, i) => `P${100 + i},${['North', 'South'][i % 2]},${1 + (i % 20)},${20 + ((i * 7) % 60)}`),
].join('\n');

const t = useCsvTables({ wards: WARDS });

describe('a whole number right after the name of a column of whole numbers', () => {
  it('picks the rows where that column holds it', async () => {
    const reply = await t.ask('which patient is in bed 7', 'wards');
    expect(JSON.stringify(reply.query?.filters)).toContain('"column":"bed","op":"=","value":7');
    expect(reply.markdown).toContain('P106');
    expect(reply.markdown).toContain('P126');
  });

  it('leaves a number outside the column values alone', async () => {
    const reply = await t.ask('which patient is in bed 700', 'wards');
    expect(JSON.stringify(reply.query?.filters ?? [])).not.toContain('"value":700,');
  });
});
