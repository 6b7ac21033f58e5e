import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { and, eq } from 'drizzle-orm';
import { CHAT_SOCKET_CLOSE } from '@ai-analyst/contract';
import { messages } from '../src/chat/tables';
import { TokenBucket } from '../src/chat/socket';
import { ChatSocketClient } from './chat-socket-client';
import { createTestApp, type TestApp } from './support';

const JWT_SECRET = 'security-socket-test-secret-0123456789abcdef';

/**
 * Sends `count` frames as fast as the socket takes them, in batches that yield between them: the
 * flooding client shares this process with the server, and one long synchronous loop would stall
 * the server's event loop by itself (a real attacker's client runs elsewhere).
 */
async function flood(client: ChatSocketClient, frame: Record<string, unknown>, count: number) {
  for (let sent = 0; sent < count && client.ws.readyState === client.ws.OPEN;) {
    for (let i = 0; i < 100 && sent < count; i++, sent++) client.send(frame);
    await new Promise((r) => setImmediate(r));
  }
}

/**
 * Floods on the chat socket: sockets per user and per conversation are capped, every frame type
 * is rate-limited per socket (dropped past the bucket, closed with 4429 after sustained abuse),
 * typing is coalesced so one socket cannot fan out thousands of frames, and /api/health/live keeps
 * answering within a second throughout. A token that expires while its socket is open stops
 * sending chat messages (4401).
 */
describe('chat socket floods and token expiry', () => {
  let t: TestApp;
  let base: string;
  let http: string;
  let orgId: string;
  let token: string;
  const open: ChatSocketClient[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      ANALYST_TOKEN_DELAY_MS: '0',
      CHAT_MESSAGES_PER_MINUTE: '1000',
      JWT_SECRET,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    base = `ws://127.0.0.1:${port}`;
    http = `http://127.0.0.1:${port}`;
    orgId = (await t.seedOrganization('FLOOD')).orgId;
    token = (await t.login(await t.addUser(orgId, 'FLOOD', 'mallory'))).access;
  }, 60_000);
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  afterAll(() => t.close());

  const newConversation = async (): Promise<string> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/conversations/',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(res.statusCode).toBe(201);
    return res.json().conversation.id;
  };
  const url = (conversationId: string, access = token) =>
    `${base}/ws/chat/${conversationId}/?token=${encodeURIComponent(access)}`;
  /** Opens a socket and waits for its first frame: connection_established, or the refusal. */
  const attempt = async (conversationId: string, access = token) => {
    const client = await ChatSocketClient.open(url(conversationId, access));
    open.push(client);
    const first = await client.next();
    return { client, first };
  };

  /** Polls /api/health/live every 50 ms while `work` runs; the slowest answer in ms. */
  async function healthDuring(work: () => Promise<void>): Promise<{ worst: number; samples: number }> {
    let done = false;
    let worst = 0;
    let samples = 0;
    const poller = (async () => {
      while (!done) {
        const started = performance.now();
        const res = await fetch(`${http}/api/health/live`);
        expect(res.status).toBe(200);
        worst = Math.max(worst, performance.now() - started);
        samples++;
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    try {
      await work();
    } finally {
      done = true;
      await poller;
    }
    return { worst, samples };
  }

  it('refuses sockets beyond the per-user cap (300 attempts, 20 admitted) with 4429 in plain words', async () => {
    const conversations = await Promise.all(Array.from({ length: 30 }, () => newConversation()));
    const attempts = await Promise.all(
      Array.from({ length: 300 }, (_, i) => attempt(conversations[i % 30] as string)),
    );
    const admitted = attempts.filter((a) => a.first.type === 'connection_established');
    const refused = attempts.filter((a) => a.first.type === 'error');
    expect(admitted).toHaveLength(t.config.chat.socketsPerUser);
    expect(refused).toHaveLength(300 - t.config.chat.socketsPerUser);
    expect(refused[0]?.first).toMatchObject({
      code: 'too_many_connections',
      error: 'You have too many chat connections open (at most 20). Close some tabs and try again.',
    });
    for (const { client } of refused) expect((await client.closed).code).toBe(CHAT_SOCKET_CLOSE.tooMany);
    expect(t.app.services.chat.hub.size).toBe(20);
    // Closing one makes room for one more.
    await admitted[0]?.client.close();
    await expect.poll(() => t.app.services.chat.hub.size).toBe(19);
    expect((await attempt(conversations[0] as string)).first.type).toBe('connection_established');
  }, 60_000);

  it('refuses sockets beyond the per-conversation cap', async () => {
    const conversation = await newConversation();
    const attempts = [];
    for (let i = 0; i < 12; i++) attempts.push(await attempt(conversation));
    expect(attempts.filter((a) => a.first.type === 'connection_established')).toHaveLength(10);
    const last = attempts[11];
    expect(last?.first).toMatchObject({ code: 'too_many_connections' });
    expect((last?.first as { error: string }).error).toMatch(
      /This conversation has too many connections open \(at most 10\)/,
    );
    expect((await last!.client.closed).code).toBe(4429);
  });

  it('drops pings past the bucket and closes a socket that keeps flooding with 4429', async () => {
    const conversation = await newConversation();
    const { client, first } = await attempt(conversation);
    expect(first.type).toBe('connection_established');
    const health = await healthDuring(async () => {
      await flood(client, { type: 'ping' }, 20_000);
      expect((await client.closed).code).toBe(CHAT_SOCKET_CLOSE.tooMany);
    });
    const pongs = client.frames.filter((f) => f.type === 'pong').length;
    const errors = client.frames.filter((f) => f.type === 'error');
    // At most the burst is answered (the close may overtake some of those answers).
    expect(pongs).toBeLessThanOrEqual(t.config.chat.frameBurst);
    console.info(`ping flood: ${pongs} pongs, health worst ${health.worst.toFixed(0)} ms`);
    expect(errors.map((e) => (e as { code: string }).code)).toEqual(['rate_limited', 'rate_limited']);
    expect(health.worst).toBeLessThan(1000);
  });

  it('keeps a steady client under the rate: every frame answered, the socket stays open', async () => {
    const conversation = await newConversation();
    const { client } = await attempt(conversation);
    for (let i = 0; i < 40; i++) {
      client.send({ type: 'ping' });
      await new Promise((r) => setTimeout(r, 120));
    }
    await expect.poll(() => client.frames.filter((f) => f.type === 'pong').length).toBe(40);
    expect(client.frames.some((f) => f.type === 'error')).toBe(false);
    expect(client.ws.readyState).toBe(client.ws.OPEN);
  });

  it('token buckets refill at their rate and never beyond their capacity', () => {
    let now = 0;
    const bucket = new TokenBucket(3, 2, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    expect(bucket.waitMs()).toBe(500);
    now += 500;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now += 60_000;
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
  });

  it('stops taking chat messages once the socket’s token has expired (4401), and stores nothing', async () => {
    const conversation = await newConversation();
    const claims = decodeJwt(token);
    const soon = Math.floor(Date.now() / 1000) + 2;
    const shortLived = await new SignJWT({ ...claims, exp: soon })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(JWT_SECRET));
    const { client, first } = await attempt(conversation, shortLived);
    expect(first.type).toBe('connection_established');
    client.send({ type: 'chat_message', message: 'before expiry' });
    await client.until('message_saved');
    await new Promise((r) => setTimeout(r, Math.max(0, soon * 1000 - Date.now()) + 200));
    client.send({ type: 'ping' });
    await client.until('pong'); // other frames still pass: only messages need a live token
    client.send({ type: 'chat_message', message: 'after expiry' });
    const refusal = await client.until('error');
    expect(refusal.at(-1)).toMatchObject({
      code: 'token_expired',
      error: 'Your session has expired. Please sign in again.',
    });
    expect((await client.closed).code).toBe(CHAT_SOCKET_CLOSE.unauthorized);
    const stored = await t.database.db
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.conversationId, conversation), eq(messages.messageType, 'user')));
    expect(stored.map((m) => m.content)).toEqual(['before expiry']);
  });
});

describe('typing floods on a conversation with 100 sockets', () => {
  let t: TestApp;
  let base: string;
  let http: string;
  let token: string;
  let conversation: string;
  const open: ChatSocketClient[] = [];

  beforeAll(async () => {
    // The caps are raised to reproduce the probe's 100 sockets on one conversation.
    t = await createTestApp('pglite', { CHAT_SOCKETS_PER_USER: '100', CHAT_SOCKETS_PER_CONVERSATION: '100' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    base = `ws://127.0.0.1:${port}`;
    http = `http://127.0.0.1:${port}`;
    const { orgId } = await t.seedOrganization('TYPE');
    token = (await t.login(await t.addUser(orgId, 'TYPE', 'typist'))).access;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat/conversations/',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    conversation = res.json().conversation.id;
  }, 60_000);
  afterAll(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
    await t.close();
  });

  it('fans out a handful of typing frames for 5,000 typing_start, with health under 1 s', async () => {
    for (let i = 0; i < 100; i++)
      open.push(
        await ChatSocketClient.connect(`${base}/ws/chat/${conversation}/?token=${encodeURIComponent(token)}`),
      );
    const [sender, ...others] = open as [ChatSocketClient, ...ChatSocketClient[]];
    const countTyping = () =>
      others.reduce((n, c) => n + c.frames.filter((f) => f.type === 'typing_indicator').length, 0);
    let worst = 0;
    const started = performance.now();
    let done = false;
    const poller = (async () => {
      while (!done) {
        const before = performance.now();
        const res = await fetch(`${http}/api/health/live`);
        expect(res.status).toBe(200);
        worst = Math.max(worst, performance.now() - before);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    await flood(sender, { type: 'typing_start', is_typing: true }, 5_000);
    // Sustained flooding closes the sender; the others stay connected.
    expect((await sender.closed).code).toBe(CHAT_SOCKET_CLOSE.tooMany);
    await new Promise((r) => setTimeout(r, 1_000));
    done = true;
    await poller;
    const fannedOut = countTyping();
    console.info(
      `typing flood: ${fannedOut} frames fanned out to ${others.length} sockets, ` +
        `health worst ${worst.toFixed(0)} ms over ${(performance.now() - started).toFixed(0)} ms`,
    );
    expect(fannedOut).toBeGreaterThanOrEqual(others.length);
    expect(fannedOut).toBeLessThanOrEqual(others.length * 2);
    expect(worst).toBeLessThan(1000);
    for (const other of others) expect(other.ws.readyState).toBe(other.ws.OPEN);
  }, 120_000);
});
