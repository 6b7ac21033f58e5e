import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Sales lines over ten days from Monday 2024-01-01, three lines a day, each worth 10 (so 30 a
// day); Saturday 2024-01-06 has four extra lines of 5 units, 340 in all.
const LINES = [
  'sold_on,product,units,amount',
  ...Array.from({ length: 10 }, (_, d) => {
    const day = `2024-01-${String(d + 1).padStart(2, '0')}`;
    const extra = d === 5 ? Array.from({ length: 4 }, () => `${day},kite,5,10`) : [];
    return [`${day},kite,2,10`, `${day},ball,1,10`, `${day},yoyo,3,10`, ...extra].join('\n');
  }),
].join('\n');

const t = useCsvTables({ lines: LINES });

describe('an average per period over rows of events', () => {
  it('is the total per day, not the average of one row', async () => {
    for (const question of ['avg daily amount', 'average amount per day']) {
      const reply = await t.ask(question, 'lines');
      expect(reply.query?.measures).toEqual([{ fn: 'sum', column: 'amount', per: { column: 'sold_on', grain: 'day' } }]);
      expect(reply.query?.groupBy).toEqual([]);
      expect(reply.markdown).toContain('**34**');
    }
  });

  it('keeps a date filter and counts only the days that have rows', async () => {
    const reply = await t.ask('avg units per day in january 2024', 'lines');
    expect(reply.markdown).toContain('**8**');
  });

  it('reads the day of the week as the weekday, not each date', async () => {
    const reply = await t.ask('busiest day of the week', 'lines');
    expect(reply.markdown).toContain('Saturday');
  });
});
