import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';

// Daily counts written here, the date split into parts; month 3 has the most per day.
const VISITS = [
  'year,month,date_of_month,day_of_week,visits',
  ...Array.from({ length: 360 }, (_, i) => {
    const month = (i % 12) + 1;
    return `2020,${month},${(Math.floor(i / 12) % 28) + 1},${(i % 7) + 1},${month === 3 ? 900 : 100 + (i % 5)}`;
  }),
].join('\n');

const tables = useCsvTables({ visits: VISITS });
const ask = (question: string) => tables.ask(question, 'visits');

describe('a part of a period named with its period', () => {
  it('does not read "per day" as the day of the week', async () => {
    const reply = await ask('which month has the most visits per day on average');
    expect(reply.markdown).not.toContain('day of week');
    expect(reply.markdown).toContain('**March**');
  });

  it('still groups by the day of the week when it is said in full', async () => {
    const reply = await ask('average visits by day of week');
    expect(reply.markdown).toContain('day of week');
  });
});
