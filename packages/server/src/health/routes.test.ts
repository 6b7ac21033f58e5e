import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../platform/db/client';
import { openTestDatabase, testConfig } from '../../test/support';

describe('liveness and readiness', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dataDir: string;
  const redis = { state: 'up' as 'up' | 'down' | 'hung' };

  beforeAll(async () => {
    const config = testConfig();
    dataDir = config.dataDir;
    database = await openTestDatabase('pglite');
    app = await buildApp({
      config,
      database,
      // Stands in for the Redis PING of the scale-out profile.
      readinessChecks: [
        {
          name: 'redis',
          check: () =>
            redis.state === 'up'
              ? Promise.resolve()
              : redis.state === 'down'
                ? Promise.reject(new Error('Redis is not connected'))
                : new Promise<void>(() => undefined),
        },
      ],
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is ready when the database and every other dependency answer', async () => {
    redis.state = 'up';
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });
  });

  it('is not ready, naming the reason, when a dependency fails or does not answer in 2 s; still live', async () => {
    redis.state = 'down';
    const down = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', redis: 'Redis is not connected' },
    });

    redis.state = 'hung';
    const started = Date.now();
    const hung = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(hung.statusCode).toBe(503);
    expect(hung.json().checks.redis).toBe('no answer within 2000 ms');
    expect(Date.now() - started).toBeLessThan(10_000);

    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    redis.state = 'up';
  });
});
