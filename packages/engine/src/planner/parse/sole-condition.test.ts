import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Parcels written here: a weight and a length that stay small, and a declared value in the
// thousands; longer than a list, so the parser (not the table stage) reads it.
const PARCELS = [
  'parcel_ref,weight_kg,length_cm,declared_value,depot',
  ...Array.from({ length: 300 }, (_, i) => {
    const weight = 1 + (i % 25);
    const length = 20 + (i % 60);
    const value = 100 + ((i * 37) % 90) * 100;
    return `P-${i + 1},${weight},${length},${value},${['Leeds', 'Hull', 'York'][i % 3]}`;
  }),
].join('\n');

// Counts of people per trade, sex and year beside each count's share: the count column weighs
// the rows, so the share is the one number column a bare condition could be about, and it never
// passes 1.
const TRADES = [
  'trade,sex,year,count,perc',
  ...Array.from(
    { length: 320 },
    (_, i) =>
      `T${i % 80},${['men', 'women'][i % 2]},${1990 + 10 * (i % 4)},${1000 + i * 700},${((i % 50) / 1000).toFixed(4)}`,
  ),
].join('\n');

const tables = useCsvTables({ parcels: PARCELS, trades: TRADES });
const ask = (question: string) => tables.ask(question, 'parcels');

describe('a condition said without its column', () => {
  it('reads it on the one column whose values reach the number, and says so', async () => {
    const reply = await ask('how many parcels over 5k');
    const expected = Array.from({ length: 300 }, (_, i) => 100 + ((i * 37) % 90) * 100).filter(
      (v) => v > 5000,
    ).length;
    expect(reply.clarify).toBeUndefined();
    expect(reply.markdown).toContain('declared value');
    expect(reply.markdown).toContain(`**${expected}**`);
  });

  it('still asks when several columns reach the number', async () => {
    const reply = await ask('how many parcels under 20');
    expect(reply.clarify?.choices.length).toBeGreaterThan(1);
  });

  it('asks when the one column left cannot reach the number', async () => {
    const reply = await tables.ask('how many trades had over 100000 women in 2000', 'trades');
    expect(reply.clarify).toBeDefined();
    expect(reply.markdown).not.toContain('**0**');
  });
});
