/**
 * The scale-out profile when a shared service goes away: Redis down (not ready, streams stay
 * local, all back when it returns) and PostgreSQL gone under traffic (clear 503s, then serving
 * again). Each outage is a TCP proxy between one instance and the service. See
 * `support/fixture.ts` for the cluster.
 */
import { describe, expect, it } from 'vitest';
import { startTcpProxy } from '../packages/server/test/tcp-proxy';
import {
  METRICS_TOKEN,
  REDIS_URL,
  api,
  eventually,
  openChatSocket,
  sleep,
  startInstance,
  type Frame,
} from './support/cluster';
import { useCluster, type Message } from './support/fixture';

describe('an instance losing Redis or PostgreSQL', () => {
  const cluster = useCluster();

  it('with Redis down: not ready, no crash, streams stay local; all back when Redis returns', async () => {
    const { shared, a, b, extra, proxies, token, freeze, thaw, newConversation, assistantReplies } = cluster;
    const redis = new URL(REDIS_URL);
    const proxy = await startTcpProxy(redis.hostname, Number(redis.port || 6379));
    proxies.push(proxy);
    const e = await startInstance('E', { ...shared, redisUrl: proxy.url(REDIS_URL) });
    extra.push(e);
    await e.ready();

    proxy.down();
    const notReady = await eventually('E to report not ready', async () => {
      const res = await api(e.url).get('/api/health/ready');
      return res.status === 503 ? res.json : undefined;
    });
    expect(notReady.status).toBe('not_ready');
    expect((notReady.checks as unknown as Record<string, string>).database).toBe('ok');
    expect((notReady.checks as unknown as Record<string, string>).redis).not.toBe('ok');
    expect((await api(e.url).get('/api/health/live')).status).toBe(200);

    // Still serving: a reply is produced and streamed to a socket on E itself.
    const conversationId = await newConversation('Redis down');
    freeze(a, b);
    let sent;
    let onE;
    try {
      onE = await openChatSocket(e.url, conversationId, token);
      sent = await api(e.url, token).post(`/api/chat/conversations/${conversationId}/messages/`, {
        content: 'How many rows?',
      });
    } finally {
      thaw(a, b);
    }
    expect(sent.status).toBe(201);
    const reply = sent.json.assistant_message as unknown as Message;
    const end = await onE.waitFor((f: Frame) => f.type === 'stream_end', 'stream_end on E');
    expect(end.final_content).toBe(reply.content);
    // A client elsewhere reads the stored reply over REST (the degraded path).
    expect((await assistantReplies(conversationId)).map((m) => m.id)).toEqual([reply.id]);
    expect(e.process.exitCode).toBeNull();

    proxy.up();
    await e.ready(20_000);
    // Cross-instance streaming is back: a reply produced on E reaches a socket on A.
    const second = await newConversation('Redis back');
    const onA = await openChatSocket(a.url, second, token);
    freeze(a, b);
    let again;
    try {
      again = await api(e.url, token).post(`/api/chat/conversations/${second}/messages/`, {
        content: 'Hello',
      });
    } finally {
      thaw(a, b);
    }
    expect(again.status).toBe(201);
    const saved = await onA.waitFor((f) => f.type === 'message_saved', 'message_saved on A');
    expect((saved.message as Message).id).toBe((again.json.assistant_message as unknown as Message).id);
    onA.close();
    onE.close();
    // The outage is visible in the metrics.
    const metrics = (await api(e.url, METRICS_TOKEN).get('/metrics')).text;
    expect(Number(/^aia_redis_reconnections_total (\d+)/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(1);
    expect(Number(/^aia_event_bus_errors_total (\d+)/m.exec(metrics)?.[1])).toBeGreaterThanOrEqual(1);
    await sleep(0);
  });
  it('with PostgreSQL gone under traffic: clear 503s, then serving again without a restart', async () => {
    const { db, shared, extra, proxies, token } = cluster;
    const direct = new URL(db.url);
    const proxy = await startTcpProxy(direct.hostname, Number(direct.port || 5432));
    proxies.push(proxy);
    const g = await startInstance('G', { ...shared, databaseUrl: proxy.url(db.url) });
    extra.push(g);
    await g.ready();
    const statuses: number[] = [];
    const bodies: string[] = [];
    let phase: 'before' | 'down' | 'after' = 'before';
    const byPhase: Record<string, number[]> = { before: [], down: [], after: [] };
    let stop = false;
    // Ten clients in a loop, for the whole test.
    const traffic = Promise.all(
      Array.from({ length: 10 }, async () => {
        while (!stop) {
          // A connection error (the instance gone) is recorded as 0 and fails the test below.
          const res = await api(g.url, token)
            .get('/api/chat/conversations/')
            .catch(() => ({ status: 0, text: '' }));
          statuses.push(res.status);
          byPhase[phase]!.push(res.status);
          if (res.status !== 200) bodies.push(res.text);
          if (res.status === 0) await sleep(50);
        }
      }),
    );
    await eventually('traffic before the cut', async () => (byPhase.before!.length >= 20 ? true : undefined));
    phase = 'down';
    proxy.down();
    await eventually('503s while the database is gone', async () =>
      byPhase.down!.filter((s) => s === 503).length >= 20 ? true : undefined,
    );
    const ready = await api(g.url).get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect((ready.json.checks as unknown as Record<string, string>).database).not.toBe('ok');
    phase = 'after';
    proxy.up();
    await eventually('200s again', async () =>
      byPhase.after!.filter((s) => s === 200).length >= 50 ? true : undefined,
    );
    stop = true;
    await traffic;

    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    for (const body of bodies)
      expect(JSON.parse(body)).toEqual({
        success: false,
        code: 'service_unavailable',
        error: 'The database is unavailable right now. Please try again in a moment.',
      });
    expect((await api(g.url).get('/api/health/ready')).status).toBe(200);
    expect(g.process.exitCode).toBeNull();
  });
});
