import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../../test/support';
import type { AddressInfo } from 'node:net';
import { loadConfig } from './config';
import { RedisRateLimitStore } from './rate-limit-redis';

const METRICS_TOKEN = 'metrics-test-token-0123456789';
const scrape = (t: TestApp, token = METRICS_TOKEN) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });

describe('metrics off the public port by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers 404 on the public port without a metrics token configured, whatever is sent', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything-at-all-here' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('aia_');
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    }
  });
});

describe('metrics on a separate listener', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('serves /metrics without a token on its own address, and nothing else there', async () => {
    const address = t.app.services.metrics.address;
    expect(address?.address).toBe('127.0.0.1');
    const publicPort = (t.app.server.address() as AddressInfo).port;
    expect(address?.port).not.toBe(publicPort);
    const res = await fetch(`http://127.0.0.1:${address?.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toContain('aia_process_resident_memory_bytes');
    expect((await fetch(`http://127.0.0.1:${address?.port}/api/health/live`)).status).toBe(404);
    // The public port still keeps them to itself.
    expect((await fetch(`http://127.0.0.1:${publicPort}/metrics`)).status).toBe(404);
  });
});

describe('metrics endpoint', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { METRICS_TOKEN });
  });
  afterAll(() => t.close());

  it('asks for the metrics token as a bearer token on the public port', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: `Basic ${METRICS_TOKEN}` },
      { authorization: `Bearer ${METRICS_TOKEN}x` },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        error: 'The metrics need the metrics token as a bearer token',
      });
      expect(res.headers['www-authenticate']).toContain('Bearer');
    }
    expect((await scrape(t)).statusCode).toBe(200);
  });

  it('refuses a metrics token shorter than 16 characters at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
  });

  it('counts requests by route pattern and exposes the Prometheus text format', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/nope/123' });
    const res = await scrape(t);
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
    const res = await scrape(t);
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
