import fs from 'node:fs';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { client } from '../src/files/test-helpers';
import { createOrganization } from '../src/organizations/commands';
import { redisOptions } from '../src/platform/event-bus-redis';
import { RedisRateLimitStore } from '../src/platform/rate-limit-redis';
import { createUser } from '../src/auth/accounts';
import { drivers, openTestDatabase, testConfig } from './support';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
const redisUp = await probe.connect().then(
  () => true,
  () => false,
);
probe.disconnect();

/**
 * Rate limits on sign-in and uploads, with the limits of the scale-out profile: two app instances
 * on one PostgreSQL database and one Redis share the counters, so a client cannot multiply its
 * allowance by spreading requests over the instances behind a load balancer.
 */
describe.skipIf(!redisUp || !drivers.includes('postgres'))(
  'rate limits shared by two instances through Redis',
  () => {
    let one: FastifyInstance;
    let two: FastifyInstance;
    let close: () => Promise<void>;
    const password = 'a-long-password-1';

    beforeAll(async () => {
      const database = await openTestDatabase('postgres');
      const redis = new Redis(redisUrl, redisOptions());
      redis.on('error', () => undefined);
      await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
      const prefix = `aia:test:rl:${Date.now()}:${Math.random().toString(36).slice(2)}:`;
      const config = testConfig({ LOGIN_MAX_ATTEMPTS_PER_IP: '6', LOGIN_MAX_FAILURES_PER_USER: '100' });
      const build = async () => {
        const app = await buildApp({ config, database, rateLimits: new RedisRateLimitStore(redis, prefix) });
        await app.ready();
        return app;
      };
      [one, two] = [await build(), await build()];
      const org = await createOrganization(database.db, { name: 'Org RL', code: 'RLIM' });
      for (const username of ['uploader', 'other'])
        await createUser(database.db, {
          organizationId: org.id,
          username,
          password,
          role: 'user',
          firstName: username,
          lastName: 'Tester',
          email: `${username}@example.com`,
        });
      close = async () => {
        await one.close();
        await two.close();
        redis.disconnect();
        await database.close();
        fs.rmSync(config.dataDir, { recursive: true, force: true });
      };
    });
    afterAll(() => close());

    const login = (app: FastifyInstance, username: string, ip: string, pw = password) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        remoteAddress: ip,
        payload: { username, password: pw, organization_code: 'RLIM' },
      });

    it('counts sign-in attempts per IP across instances and answers a clear 429', async () => {
      const ip = '203.0.113.7';
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await login(i % 2 ? one : two, 'uploader', ip, 'wrong')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
      const limited = await login(one, 'uploader', ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ success: false, code: 'rate_limited' });
      expect(limited.json().error).toMatch(/try again/i);
      // Another address is not affected.
      expect((await login(two, 'uploader', '203.0.113.8')).statusCode).toBe(200);
    });

    it('counts uploads per user across instances: the 61st in a minute is refused, other users go on', async () => {
      const token = (await login(one, 'uploader', '198.51.100.1')).json().tokens.access_token;
      const otherToken = (await login(two, 'other', '198.51.100.2')).json().tokens.access_token;
      const a = client(one, token);
      const b = client(two, token);
      for (let i = 0; i < 60; i++) {
        const res = await (i % 2 ? a : b).upload([{ filename: `f${i}.txt`, content: 'x' }]);
        expect(res.statusCode, res.body).toBe(201);
      }
      const refused = await a.upload([{ filename: 'one-too-many.txt', content: 'x' }]);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'rate_limited' });
      expect(refused.json().error).toMatch(/^Too many uploads\. Please wait .+ and try again\.$/);
      const names = (await b.list()).json().items.map((i: { name: string }) => i.name);
      expect(names).not.toContain('one-too-many.txt');
      expect(names).toHaveLength(60);
      expect(
        (await client(one, otherToken).upload([{ filename: 'mine.txt', content: 'y' }])).statusCode,
      ).toBe(201);
    });
  },
);
