import { randomUUID } from 'node:crypto';
import type { Redis, RedisOptions } from 'ioredis';
import type { BusHandler, Channel, EventBus } from './event-bus';

/** What travels through Redis: the publishing instance and the payload. */
type Envelope = { o: string; p: unknown };

/**
 * The event bus of several instances: Redis pub/sub (the scale-out profile, set by REDIS_URL).
 *
 * - Subscribers on this instance get a payload synchronously at publish, exactly like the
 *   in-process bus; Redis carries it to the other instances, and an instance ignores the echo of
 *   its own messages. So a socket on the instance running a job streams without a Redis round
 *   trip, and streams keep working locally while Redis is down.
 * - One Redis SUBSCRIBE per channel with local subscribers, however many handlers share it; the
 *   first subscribe to a channel waits for Redis to confirm it (when Redis is up), so a frame
 *   published elsewhere right after is not missed.
 * - Redis down: publishing to other instances fails quietly (reported through `onError`), nothing
 *   throws to the publisher, and when the connection comes back every channel is subscribed again.
 *   Clients on other instances then read what they missed over REST (messages are stored).
 *
 * `publisher` must be a normal connection (it is also used for PING); `subscriber` a dedicated
 * one, which this bus puts into subscriber mode. Both are closed by `close()`.
 */
export class RedisEventBus implements EventBus {
  /** This instance's name on its messages. */
  readonly instanceId = randomUUID();
  private readonly channels = new Map<string, Set<BusHandler>>();
  /** SUBSCRIBE commands in flight, so later subscribers of a channel wait for the same one. */
  private readonly subscribing = new Map<string, Promise<void>>();
  private closed = false;
  /** Set when a publish found Redis down; reported once per outage. */
  private down = false;

  constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis,
    private readonly onError: (error: unknown, channel: string) => void = () => undefined,
    private readonly prefix = 'aia:bus:',
  ) {
    subscriber.on('messageBuffer', (channel: Buffer, message: Buffer) => {
      this.onRedisMessage(channel.toString(), message.toString());
    });
    // (Re)connected: subscribe to every channel that has local subscribers.
    subscriber.on('ready', () => {
      this.down = false;
      const names = [...this.channels.keys()].map((c) => this.prefix + c);
      if (names.length > 0) subscriber.subscribe(...names).catch((err) => this.onError(err, '*'));
    });
  }

  async publish<T>(channel: Channel<T>, payload: T): Promise<void> {
    if (this.closed) return;
    const json = JSON.stringify(payload ?? null);
    this.deliver(channel, json);
    if (this.publisher.status !== 'ready') {
      if (!this.down) this.onError(new Error('Redis is not connected: events reach this instance only'), channel);
      this.down = true;
      return;
    }
    const envelope: Envelope = { o: this.instanceId, p: payload ?? null };
    try {
      await this.publisher.publish(this.prefix + channel, JSON.stringify(envelope));
    } catch (err) {
      this.onError(err, channel);
    }
  }

  async subscribe<T>(channel: Channel<T>, handler: BusHandler<T>): Promise<() => Promise<void>> {
    let handlers = this.channels.get(channel);
    const first = !handlers;
    if (!handlers) {
      handlers = new Set();
      this.channels.set(channel, handlers);
    }
    // Wrapped so that the same function subscribed twice is two subscriptions.
    const entry: BusHandler = (payload) => handler(payload as T);
    handlers.add(entry);
    if (first && !this.closed && this.subscriber.status === 'ready') {
      // When not ready, the 'ready' handler subscribes once the connection is back.
      const done = this.subscriber
        .subscribe(this.prefix + channel)
        .then(() => undefined)
        .catch((err) => this.onError(err, channel))
        .finally(() => this.subscribing.delete(channel));
      this.subscribing.set(channel, done);
    }
    await this.subscribing.get(channel);
    return async () => {
      const current = this.channels.get(channel);
      if (!current || !current.delete(entry)) return;
      if (current.size > 0) return;
      this.channels.delete(channel);
      if (!this.closed && this.subscriber.status === 'ready')
        await this.subscriber.unsubscribe(this.prefix + channel).catch((err) => this.onError(err, channel));
    };
  }

  /** A round trip to Redis, for readiness; throws when Redis does not answer. */
  async ping(): Promise<void> {
    if (this.publisher.status !== 'ready' || this.subscriber.status !== 'ready')
      throw new Error('Redis is not connected');
    await this.publisher.ping();
  }

  /** Channels with at least one subscriber on this instance (tests and metrics). */
  channelCount(): number {
    return this.channels.size;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.channels.clear();
    await Promise.all([quit(this.subscriber), quit(this.publisher)]);
  }

  private onRedisMessage(redisChannel: string, message: string): void {
    if (this.closed || !redisChannel.startsWith(this.prefix)) return;
    const channel = redisChannel.slice(this.prefix.length);
    let envelope: Envelope;
    try {
      envelope = JSON.parse(message) as Envelope;
    } catch (err) {
      this.onError(err, channel);
      return;
    }
    if (!envelope || typeof envelope !== 'object' || envelope.o === this.instanceId) return;
    this.deliver(channel, JSON.stringify(envelope.p ?? null));
  }

  /** Each handler gets its own copy; one that throws is isolated from the others. */
  private deliver(channel: string, json: string): void {
    const handlers = this.channels.get(channel);
    if (!handlers || handlers.size === 0) return;
    for (const handler of [...handlers]) {
      try {
        handler(JSON.parse(json) as unknown);
      } catch (err) {
        this.onError(err, channel);
      }
    }
  }
}

/**
 * The Redis connection options of the server: commands fail at once while disconnected (the rate
 * limiter fails open, the bus stays local) instead of queueing without bound, and the client keeps
 * reconnecting with a capped back-off.
 */
export function redisOptions(): RedisOptions {
  return {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 2_000,
    autoResubscribe: false,
    connectTimeout: 5_000,
    retryStrategy: (times) => Math.min(100 * times, 2_000),
  };
}

async function quit(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  try {
    if (redis.status === 'ready') await redis.quit();
    else redis.disconnect();
  } catch {
    redis.disconnect();
  }
}
