import { afterEach, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { RedisEventBus, redisOptions } from './event-bus-redis';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
const redisUp = await probe.connect().then(
  () => true,
  () => false,
);
if (!redisUp && process.env.CI) throw new Error(`CI needs Redis at ${redisUrl} for the event bus tests`);
probe.disconnect();

/** Resolves once `predicate` holds, checking every 10 ms (fails the test after 5 s). */
async function until(predicate: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

async function ready(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve) => redis.once('ready', () => resolve()));
}

describe.skipIf(!redisUp)('the Redis event bus', () => {
  const prefix = `aia:test:bus:${Date.now()}:`;
  const open: RedisEventBus[] = [];
  const proxies: TcpProxy[] = [];

  /** One "instance": a bus on its own two connections (optionally through a cuttable proxy). */
  async function instance(url = redisUrl, errors: unknown[] = []) {
    const publisher = new Redis(url, redisOptions());
    const subscriber = new Redis(url, redisOptions());
    // A cut connection emits 'error' events; the server logs them, the test does not care.
    for (const connection of [publisher, subscriber]) connection.on('error', () => undefined);
    await Promise.all([ready(publisher), ready(subscriber)]);
    const bus = new RedisEventBus(publisher, subscriber, (err) => errors.push(err), prefix);
    open.push(bus);
    return bus;
  }

  afterEach(async () => {
    await Promise.all(open.splice(0).map((b) => b.close()));
    await Promise.all(proxies.splice(0).map((p) => p.close()));
  });

  it('carries a payload from one instance to the subscribers of another, in publish order', async () => {
    const a = await instance();
    const b = await instance();
    const seenOnB: unknown[] = [];
    const other: unknown[] = [];
    await b.subscribe('conversation:1', (p) => seenOnB.push(p));
    await b.subscribe('conversation:2', (p) => other.push(p));
    for (let n = 1; n <= 20; n++) await a.publish('conversation:1', { n });
    await until(() => seenOnB.length === 20, 'twenty payloads on b');
    expect(seenOnB).toEqual(Array.from({ length: 20 }, (_, i) => ({ n: i + 1 })));
    expect(other).toEqual([]);
  });

  it('delivers to local subscribers at once and exactly once (its own echo from Redis is ignored)', async () => {
    const a = await instance();
    const b = await instance();
    const local: unknown[] = [];
    const remote: unknown[] = [];
    await a.subscribe('c', (p) => local.push(p));
    await b.subscribe('c', (p) => remote.push(p));
    await a.publish('c', { hello: 'world' });
    // Synchronous for the publisher's own instance, like the in-process bus.
    expect(local).toEqual([{ hello: 'world' }]);
    await until(() => remote.length === 1, 'the payload on b');
    // A marker published after it proves that no echo is still on its way to a.
    await b.publish('c', { marker: true });
    await until(() => local.length === 2, 'the marker on a');
    expect(local).toEqual([{ hello: 'world' }, { marker: true }]);
  });

  it('lets every subscriber of a channel wait for the one SUBSCRIBE in flight', async () => {
    const a = await instance();
    const b = await instance();
    const first: unknown[] = [];
    const second: unknown[] = [];
    // Both subscribe at once; when both have resolved, a payload from elsewhere reaches both.
    await Promise.all([b.subscribe('c', (p) => first.push(p)), b.subscribe('c', (p) => second.push(p))]);
    await a.publish('c', { n: 1 });
    await until(() => first.length === 1 && second.length === 1, 'the payload on both');
  });

  it('shares one Redis subscription between handlers, stops after unsubscribe and isolates a throwing handler', async () => {
    const errors: unknown[] = [];
    const a = await instance();
    const b = await instance(redisUrl, errors);
    const first: { n: number }[] = [];
    const second: { n: number }[] = [];
    const offFirst = await b.subscribe('c', (p) => {
      first.push(p as { n: number });
      (p as { n: number }).n = 99;
      throw new Error('boom');
    });
    await b.subscribe('c', (p) => second.push(p as { n: number }));
    expect(b.channelCount()).toBe(1);
    await a.publish('c', { n: 1 });
    await until(() => second.length === 1, 'the first payload');
    expect(second).toEqual([{ n: 1 }]);
    expect(errors).toHaveLength(1);
    await offFirst();
    await a.publish('c', { n: 2 });
    await until(() => second.length === 2, 'the second payload');
    expect(first).toHaveLength(1);
    expect(b.channelCount()).toBe(1);
  });

  it('keeps working locally while Redis is down, reports not ready, and resubscribes when it is back', async () => {
    const [host, port] = [new URL(redisUrl).hostname, Number(new URL(redisUrl).port || 6379)];
    const proxy = await startTcpProxy(host, port);
    proxies.push(proxy);
    const errors: unknown[] = [];
    const a = await instance(proxy.url(redisUrl), errors);
    const b = await instance();
    const onA: unknown[] = [];
    await a.subscribe('c', (p) => onA.push(p));
    await a.ping();

    proxy.down();
    await expect(
      (async () => {
        // The client notices the cut on its next command or on the closed socket.
        const deadline = Date.now() + 5_000;
        for (;;) {
          try {
            await a.ping();
          } catch (err) {
            return err;
          }
          if (Date.now() > deadline) return null;
          await new Promise((r) => setTimeout(r, 20));
        }
      })(),
    ).resolves.toBeInstanceOf(Error);
    // Publishing neither throws nor hangs, and local subscribers still get the payload.
    await a.publish('c', { while: 'down' });
    expect(onA).toEqual([{ while: 'down' }]);
    expect(errors.length).toBeGreaterThan(0);

    proxy.up();
    // Back: the subscription is restored, so payloads from another instance arrive again.
    const deadline = Date.now() + 10_000;
    while (onA.length < 2) {
      if (Date.now() > deadline) throw new Error('the subscription did not come back');
      await b.publish('c', { after: 'up' });
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(onA[1]).toEqual({ after: 'up' });
    await a.ping();
  });

  it('publishes nothing after close', async () => {
    const a = await instance();
    const b = await instance();
    const seen: unknown[] = [];
    await b.subscribe('c', (p) => seen.push(p));
    const c = await instance();
    await a.close();
    await a.publish('c', 1);
    await c.publish('c', 'marker');
    await until(() => seen.length > 0, 'the marker');
    expect(seen).toEqual(['marker']);
  });
});
