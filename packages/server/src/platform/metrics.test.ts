import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../../test/support';
import { RedisRateLimitStore } from './rate-limit-redis';

describe('metrics endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('counts requests by route pattern and exposes the Prometheus text format', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/nope/123' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /aia_http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} 1/,
    );
    expect(res.body).toContain('route="unmatched"');
    expect(res.body).toContain('aia_http_request_duration_seconds_bucket');
    expect(res.body).toContain('aia_process_resident_memory_bytes');
  });

  it('samples open sockets, running jobs and the job queue depth by kind on each scrape', async () => {
    // A kind no runner handles stays queued.
    await t.app.services.jobs.enqueue({ kind: 'metrics.test', payload: {} });
    await t.app.services.jobs.enqueue({ kind: 'metrics.test', payload: {} });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).toMatch(/aia_job_queue_depth\{kind="metrics.test"\} 2/);
    expect(res.body).toMatch(/aia_websocket_connections 0/);
    expect(res.body).toMatch(/aia_jobs_running 0/);
    expect(res.body).toContain('aia_rca_duration_seconds');
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
const redisUp = await redis.connect().then(
  () => true,
  () => false,
);

describe.skipIf(!redisUp)('Redis rate-limit store', () => {
  afterAll(() => redis.quit());

  it('counts hits in a window shared through Redis and resets', async () => {
    const prefix = `aia:test:${Date.now()}:`;
    const store = new RedisRateLimitStore(redis, prefix);
    const secondConnection = redis.duplicate();
    const other = new RedisRateLimitStore(secondConnection, prefix);
    expect((await store.hit('k', 10_000)).count).toBe(1);
    const second = await other.hit('k', 10_000);
    expect(second.count).toBe(2);
    expect(second.resetMs).toBeGreaterThan(0);
    expect((await store.peek('k')).count).toBe(2);
    await store.reset('k');
    expect((await other.peek('k')).count).toBe(0);
    secondConnection.disconnect();
  });

  it('fails open when Redis is unreachable', async () => {
    const dead = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      enableOfflineQueue: false,
    });
    const store = new RedisRateLimitStore(dead);
    expect(await store.hit('k', 1000)).toEqual({ count: 0, resetMs: 0 });
    dead.disconnect();
  });
});
