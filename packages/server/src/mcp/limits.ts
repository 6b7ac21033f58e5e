/**
 * How often one user may run tools directly (the call API and our MCP endpoint); the chat has its
 * own message limit. Counted in the app's rate-limit store, so several instances share the count.
 */
import { AppError } from '../platform/errors';
import { describeWait, type RateLimitStore } from '../platform/rate-limit';

export const TOOL_CALLS_PER_MINUTE = 120;

export type ToolCallLimiter = (userId: string) => Promise<void>;

/** Counts one call of the user; over the limit it throws a 429 saying how long to wait. */
export function toolCallLimiter(store: RateLimitStore, perMinute = TOOL_CALLS_PER_MINUTE): ToolCallLimiter {
  return async (userId) => {
    const limit = await store.hit(`mcp:call:${userId}`, 60_000);
    if (limit.count > perMinute)
      throw new AppError(
        429,
        'rate_limited',
        `Too many tool calls. Please wait ${describeWait(limit.resetMs)} and try again.`,
      );
  };
}
