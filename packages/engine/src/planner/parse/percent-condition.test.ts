import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Monthly figures written here: a vacancy rate in percent and a count of listings; longer than a
// list, so the parser (not the table stage) reads it.
const MONTHS = [
  'period,vacancy,listings',
  ...Array.from(
    { length: 120 },
    (_, i) =>
      `${2010 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01,${(i % 15) + 0.5},${300 + i}`,
  ),
].join('\n');

// The same by area, with the month written as its own number
const AREAS = [
  'year,month,area,vacancy',
  ...Array.from(
    { length: 96 },
    (_, i) =>
      `${2015 + Math.floor(i / 24)},${(i % 12) + 1},${i % 24 < 12 ? 'North' : 'South'},${(i % 15) + 0.5}`,
  ),
].join('\n');

const tables = useCsvTables({ rentals: MONTHS, areas: AREAS });
const ask = (question: string) => tables.ask(question, 'rentals');

describe('a condition with a number written with a percent sign', () => {
  it('compares the column said before it', async () => {
    const expected = Array.from({ length: 120 }, (_, i) => (i % 15) + 0.5).filter((v) => v > 8).length;
    const reply = await ask('how many months was vacancy above 8%');
    expect(reply.markdown).toContain(`**${expected}**`);
  });

  it('never compares the column of the rows counted ("how many months")', async () => {
    const reply = await tables.ask('how many months was north above 8%', 'areas');
    expect(reply.query?.filters ?? []).not.toContainEqual(expect.objectContaining({ column: 'month' }));
  });
});
