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
