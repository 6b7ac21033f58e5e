import { describe, expect, it } from 'vitest';
import { useCsvTables } from '../csv-test-tables';
import { withYearShared } from './shared-year';

// An invented invoice log: one invoice on the 10th of every month of 2023 and 2024, worth the
// month's number (January 1 … December 12).
const rows = ['Issued,Client,Amount'];
for (const year of [2023, 2024])
  for (let m = 1; m <= 12; m++) rows.push(`${year}-${String(m).padStart(2, '0')}-10,${m % 2 ? 'Orla' : 'Bren'},${m}`);
const tables = useCsvTables({ invoices: `${rows.join('\n')}\n` });
const ask = (question: string) => tables.ask(question, 'invoices');

describe('two periods said with one year, and spans of periods', () => {
  it('writes the year said after the second period after the first too', () => {
    expect(withYearShared('orders from q1 to q3 2023')).toBe('orders from q1 2023 to q3 2023');
    expect(withYearShared('jan vs feb 2024')).toBe('jan 2024 vs feb 2024');
    expect(withYearShared('sales in 2024')).toBe('sales in 2024');
  });

  it('reads "from jan to mar 2024" as one span', async () => {
    expect((await ask('total amount from jan to mar 2024')).markdown).toContain('**6**');
  });

  it('reads "q1 through q3 2023" as one span', async () => {
    expect((await ask('total amount from q1 through q3 2023')).markdown).toContain('**45**');
  });

  it('reads two touching months joined by "and" as both', async () => {
    expect((await ask('total amount in march and april 2023')).markdown).toContain('**7**');
  });

  it('compares two quarters of one year', async () => {
    const answer = await ask('amount q1 vs q2 2024');
    expect(answer.markdown).toContain('Q1 2024: **6**');
    expect(answer.markdown).toContain('Q2 2024: **15**');
  });
});
