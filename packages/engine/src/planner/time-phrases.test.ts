import { describe, expect, it } from 'vitest';
import { parseTimePhrases } from './time-phrases';

describe('a period set against the one before it', () => {
  it('reads "vs the month before", "against the year before" as the previous period', () => {
    for (const q of ['revenue last month vs the month before', 'sales in 2024 against the year before', 'orders this quarter compared to the one before'])
      expect(parseTimePhrases(q, '2024-12-30').comparison).toBe('previous_period');
  });

  it('keeps "same month last year" the previous year and a plain period no comparison', () => {
    expect(parseTimePhrases('revenue this month vs same month last year', '2024-12-30').comparison).toBe('previous_year');
    expect(parseTimePhrases('revenue last month', '2024-12-30').comparison).toBeUndefined();
    // counting the periods that fell is no comparison of two periods
    expect(parseTimePhrases('how many years did sales fall vs the year before', '2024-12-30').comparison).toBeUndefined();
  });
});
