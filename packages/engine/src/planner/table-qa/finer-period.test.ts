import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// An invented table: a kiosk's sales on two days of every month of two years.
const lines = ['day,sales'];
for (const year of [2019, 2020])
  for (let month = 1; month <= 12; month++)
    for (const day of [3, 17])
      lines.push(
        `${year}-${String(month).padStart(2, '0')}-${day},${(year - 2018) * 1000 + month * 10 + (day === 3 ? 1 : 2)}`,
      );

const tables = useCsvTables({ kiosk: `${lines.join('\n')}\n` });

describe('a month or a quarter of a date column is never read as its whole year', () => {
  it('"sales in march 2019" adds up March 2019, not every row of 2019', async () => {
    const answer = await tables.ask('sales in march 2019', 'kiosk');
    expect(answer.markdown).toContain('2,063');
    expect(answer.markdown).not.toContain('1011');
  });

  it('"sales in q3 2020" adds up July to September 2020', async () => {
    const answer = await tables.ask('sales in q3 2020', 'kiosk');
    expect(answer.markdown).toContain(
      String((2071 + 2072 + 2081 + 2082 + 2091 + 2092).toLocaleString('en-US')),
    );
  });
});
