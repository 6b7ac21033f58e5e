import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Fixed-window counters keyed by string (an IP, a username). The in-process store serves the
 * embedded profile; a Redis store with the same interface serves several instances.
 */
export interface RateLimitStore {
  /** Adds one hit to `key` and returns the count in the current window and its remaining ms. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  /** The current count without adding a hit. */
  peek(key: string): Promise<{ count: number; resetMs: number }>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    if (this.windows.size > 100_000) this.sweep(now);
    return { count: entry.count, resetMs: entry.resetAt - now };
  }

  async peek(key: string) {
    const now = Date.now();
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) return { count: 0, resetMs: 0 };
    return { count: entry.count, resetMs: entry.resetAt - now };
  }

  async reset(key: string) {
    this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

/** "3 minutes", "1 minute", "45 seconds": how long until a limit lifts, for error messages. */
export function describeWait(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export type RouteRateLimit = {
  /** Whose hits count together (e.g. `files:upload:<user id>`); runs after authentication. */
  key: (request: FastifyRequest) => string;
  windowMs: number;
  /** Hits allowed in a window. */
  max: number;
  /** The 429's message, given how long until the limit lifts ("3 minutes"). */
  message: (wait: string) => string;
};

/**
 * A route's rate limit as a hook (an onRequest or a preHandler after `authenticate`): every
 * request counts one hit under its key, and one over the limit answers 429 before the handler.
 */
export function rateLimitHook(store: RateLimitStore, limit: RouteRateLimit) {
  return async (request: FastifyRequest): Promise<void> => {
    const { count, resetMs } = await store.hit(limit.key(request), limit.windowMs);
    if (count > limit.max) throw new AppError(429, 'rate_limited', limit.message(describeWait(resetMs)));
  };
}
