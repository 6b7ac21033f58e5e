/**
 * How often one user may run tools directly (the call API and our MCP endpoint); the chat has its
 * own message limit. Counted in the app's rate-limit store, so several instances share the count.
 * The call API applies it as a route hook; our MCP endpoint counts each tool call its session makes.
 */
import { rateLimitHook, type RateLimitStore, type RouteRateLimit } from '../platform/rate-limit';
import { AppError } from '../platform/errors';
import { describeWait } from '../platform/rate-limit';

export const TOOL_CALLS_PER_MINUTE = 120;

export type ToolCallLimiter = (userId: string) => Promise<void>;

const toolCallKey = (userId: string) => `mcp:call:${userId}`;
const toolCallMessage = (wait: string) => `Too many tool calls. Please wait ${wait} and try again.`;

/** Counts one call of the user; over the limit it throws a 429 saying how long to wait. */
export function toolCallLimiter(store: RateLimitStore, perMinute = TOOL_CALLS_PER_MINUTE): ToolCallLimiter {
  return async (userId) => {
    const limit = await store.hit(toolCallKey(userId), 60_000);
    if (limit.count > perMinute)
      throw new AppError(429, 'rate_limited', toolCallMessage(describeWait(limit.resetMs)));
  };
}

/** The same limit as a hook of a route whose caller is authenticated (`userOf` reads the caller). */
export function toolCallLimitHook(
  store: RateLimitStore,
  userOf: (request: Parameters<RouteRateLimit['key']>[0]) => string,
) {
  return rateLimitHook(store, {
    key: (request) => toolCallKey(userOf(request)),
    windowMs: 60_000,
    max: TOOL_CALLS_PER_MINUTE,
    message: toolCallMessage,
  });
}
