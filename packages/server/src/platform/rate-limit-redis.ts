import type { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit';

/**
 * Fixed-window counters in Redis, shared by every instance. INCR and PEXPIRE run in one MULTI so a
 * key never outlives its window. If Redis is unreachable the limiter fails open (the request goes
 * on) rather than locking every user out; readiness reports Redis as down meanwhile.
 */
export class RedisRateLimitStore implements RateLimitStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'aia:rl:',
  ) {}

  async hit(key: string, windowMs: number) {
    try {
      const k = this.prefix + key;
      const result = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowMs);
      return { count, resetMs: ttl > 0 ? ttl : windowMs };
    } catch {
      return { count: 0, resetMs: 0 };
    }
  }

  async peek(key: string) {
    try {
      const k = this.prefix + key;
      const [count, ttl] = await Promise.all([this.redis.get(k), this.redis.pttl(k)]);
      return { count: Number(count ?? 0), resetMs: ttl > 0 ? ttl : 0 };
    } catch {
      return { count: 0, resetMs: 0 };
    }
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key).catch(() => undefined);
  }
}
