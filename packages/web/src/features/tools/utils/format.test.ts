import { describe, expect, it } from 'vitest';
import { formatDuration, statisticsLine, timeAgo, totals } from './format';

describe('tool statistics in words', () => {
  const now = Date.parse('2026-01-02T12:00:00Z');

  it('says how often a tool ran, how it went and when it last ran', () => {
    expect(statisticsLine({ calls: 0, errors: 0, mean_duration_ms: null, last_called_at: null })).toBe(
      'Not used yet',
    );
    expect(
      statisticsLine(
        { calls: 1, errors: 0, mean_duration_ms: 1520, last_called_at: '2026-01-02T11:55:00Z' },
        now,
      ),
    ).toBe('1 call · 0 errors · 1.52 s mean · last 5 minutes ago');
    expect(timeAgo('2026-01-01T12:00:00Z', now)).toBe('yesterday');
    expect(formatDuration(0.4)).toBe('<1 ms');
  });

  it('totals calls and errors and weighs the mean duration by calls', () => {
    expect(
      totals([
        { calls: 3, errors: 1, mean_duration_ms: 10, last_called_at: null },
        { calls: 1, errors: 0, mean_duration_ms: 50, last_called_at: null },
        { calls: 0, errors: 0, mean_duration_ms: null, last_called_at: null },
      ]),
    ).toEqual({ calls: 4, errors: 1, meanMs: 20 });
    expect(totals([]).meanMs).toBeNull();
  });
});
