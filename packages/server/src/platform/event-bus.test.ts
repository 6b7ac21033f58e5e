import { describe, expect, it } from 'vitest';
import { InProcessEventBus } from './event-bus';

describe('the in-process event bus', () => {
  it('delivers to every subscriber of a channel, in publish order, and only to that channel', async () => {
    const bus = new InProcessEventBus();
    const a: unknown[] = [];
    const b: unknown[] = [];
    const other: unknown[] = [];
    await bus.subscribe('c1', (p) => a.push(p));
    await bus.subscribe('c1', (p) => b.push(p));
    await bus.subscribe('c2', (p) => other.push(p));
    await bus.publish('c1', { n: 1 });
    await bus.publish('c1', { n: 2 });
    expect(a).toEqual([{ n: 1 }, { n: 2 }]);
    expect(b).toEqual([{ n: 1 }, { n: 2 }]);
    expect(other).toEqual([]);
  });

  it('stops delivering after unsubscribe and forgets empty channels', async () => {
    const bus = new InProcessEventBus();
    const seen: unknown[] = [];
    const unsubscribe = await bus.subscribe('c', (p) => seen.push(p));
    await bus.publish('c', 1);
    await unsubscribe();
    await bus.publish('c', 2);
    expect(seen).toEqual([1]);
    expect(bus.channelCount()).toBe(0);
  });

  it('gives each subscriber its own copy and isolates a handler that throws', async () => {
    const errors: string[] = [];
    const bus = new InProcessEventBus((_e, channel) => errors.push(channel));
    const seen: { n: number }[] = [];
    await bus.subscribe('c', (p) => {
      (p as { n: number }).n = 99;
      throw new Error('boom');
    });
    await bus.subscribe('c', (p) => seen.push(p as { n: number }));
    const payload = { n: 1 };
    await bus.publish('c', payload);
    expect(seen).toEqual([{ n: 1 }]);
    expect(payload.n).toBe(1);
    expect(errors).toEqual(['c']);
  });

  it('publishes nothing after close', async () => {
    const bus = new InProcessEventBus();
    const seen: unknown[] = [];
    await bus.subscribe('c', (p) => seen.push(p));
    await bus.close();
    await bus.publish('c', 1);
    expect(seen).toEqual([]);
  });
});
