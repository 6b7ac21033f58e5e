import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from '../platform/rate-limit';
import { toolCallLimiter } from './limits';

describe('the tool call limit', () => {
  it('lets a user make the allowed calls per minute, then answers 429, per user', async () => {
    const limit = toolCallLimiter(new MemoryRateLimitStore(), 2);
    await limit('alice');
    await limit('alice');
    await expect(limit('alice')).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: expect.stringMatching(/^Too many tool calls\. Please wait \d+ seconds? and try again\.$/),
    });
    await expect(limit('bob')).resolves.toBeUndefined();
  });
});
