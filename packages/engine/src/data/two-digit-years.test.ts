import { describe, expect, it } from 'vitest';
import { mayHoldTwoDigitYears, twoDigitYearColumns } from './two-digit-years';

describe('two-digit years', () => {
  const cols = [
    { name: 'Yr', type: 'BIGINT' },
    { name: 'launch_year', type: 'INTEGER' },
    { name: 'Crew', type: 'BIGINT' },
  ];
  const stats = (values: Record<string, number>) => async () => [values];

  it('needs a year header and whole numbers', () => {
    expect(mayHoldTwoDigitYears({ name: 'Yr', type: 'BIGINT' })).toBe(true);
    expect(mayHoldTwoDigitYears({ name: 'Crew', type: 'BIGINT' })).toBe(false);
    expect(mayHoldTwoDigitYears({ name: 'year', type: 'DOUBLE' })).toBe(false);
  });

  it('reads 0–99 as the 1900s only when this century would reach past this year', async () => {
    const now = new Date('2026-06-01');
    const found = await twoDigitYearColumns(
      stats({ n0: 40, lo0: 14, hi0: 84, n1: 10, lo1: 5, hi1: 19 }),
      't',
      cols,
      now,
    );
    expect([...found.keys()]).toEqual([0]);
    expect(found.get(0)!('"Yr"')).toBe('CAST(1900 + "Yr" AS INTEGER)');
    const fourDigits = await twoDigitYearColumns(stats({ n0: 40, lo0: 1914, hi0: 1984, n1: 0, lo1: 0, hi1: 0 }), 't', cols, now);
    expect(fourDigits.size).toBe(0);
  });
});
