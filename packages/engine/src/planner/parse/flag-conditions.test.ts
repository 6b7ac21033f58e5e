/**
 * Person-level tables with 0/1 columns in short codes: a flag said after "with" is a condition
 * while another number is computed, a flag named for one sex answers to words for either, and a
 * word of the table's name stands for the part of a code it starts. Tables written here.
 */
import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

const rows = ['age,female,smoker,moblim,dencheck,income'];
for (let i = 0; i < 120; i++) {
  const female = i % 3 === 0 ? 0 : 1;
  const moblim = i % 4 === 0 ? 1 : 0;
  rows.push(`${60 + (i % 25)},${female},${i % 5 === 0 ? 1 : 0},${moblim},${moblim ? 6 : 2 + (i % 2)},${20 + (i % 40)}`);
}
const tables = useCsvTables({ dental_checkups: rows.join('\n') });

describe('flags as conditions', () => {
  it('reads "with a <flag>" as a condition on the rows and the other word as the measure', async () => {
    const reply = await tables.ask('avg checkups for those with a mobility limitation', 'dental_checkups');
    expect(reply.markdown).toContain('average dencheck');
    expect(reply.markdown).toContain('moblim is 1');
    expect(reply.markdown).toContain('**6**');
  });
  it('reads "without" as the flag unset', async () => {
    const reply = await tables.ask('avg dencheck for people without a mobility limitation', 'dental_checkups');
    expect(reply.markdown).toContain('moblim is not 1');
  });
});

describe('a flag named for one sex', () => {
  it('counts the other sex as the flag unset', async () => {
    const reply = await tables.ask('how many men', 'dental_checkups');
    expect(reply.markdown).toContain('female is not 1');
    expect(reply.markdown).toContain('**40**');
  });
  it('gives the share of women', async () => {
    const reply = await tables.ask('share of women', 'dental_checkups');
    expect(reply.markdown).toContain('66.67%');
  });
  it('compares women and men', async () => {
    const reply = await tables.ask('avg dencheck women vs men', 'dental_checkups');
    expect(reply.markdown).toContain('compare');
    expect(reply.clarify).toBeUndefined();
  });
});
