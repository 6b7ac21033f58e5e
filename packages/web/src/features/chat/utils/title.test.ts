import { describe, expect, it } from 'vitest';
import { shareLink, stripTitleStamp } from './title';
import { readMode } from './modes';

describe('conversation titles', () => {
  it('drops a trailing date-time stamp in the forms titles carry', () => {
    expect(stripTitleStamp('New Conversation 2025-01-31 14:05')).toBe('New Conversation');
    expect(stripTitleStamp('New Conversation 2025-01-31T14:05:09.123Z')).toBe('New Conversation');
    expect(stripTitleStamp('New Conversation - 1/31/2025, 2:05:09 PM')).toBe('New Conversation');
    expect(stripTitleStamp('Sales review (2025-01-31)')).toBe('Sales review');
    expect(stripTitleStamp('New Conversation 31.01.2025 14:05')).toBe('New Conversation');
  });

  it('leaves titles without a stamp, and stamps that are the whole title, alone', () => {
    expect(stripTitleStamp('Why did revenue drop in 2024?')).toBe('Why did revenue drop in 2024?');
    expect(stripTitleStamp('Top 10 products')).toBe('Top 10 products');
    expect(stripTitleStamp('2025-01-31 14:05')).toBe('2025-01-31 14:05');
  });

  it('builds the share link', () => {
    expect(shareLink('/shared/abc', 'https://x.test')).toBe('https://x.test/shared/abc');
  });

  it('reads legacy and unknown modes', () => {
    expect(readMode('SimpleOnceToolCallQCN')).toBe('tool_enhanced');
    expect(readMode('DummyQCN')).toBe('simple');
    expect(readMode('weird')).toBe('simple');
    expect(readMode('eda')).toBe('eda');
  });
});
