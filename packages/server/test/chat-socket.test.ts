import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { CHAT_SOCKET_CLOSE, messageListResponseSchema, type ServerFrame } from '@ai-analyst/contract';
import { users } from '../src/auth/tables';
import { messages } from '../src/chat/tables';
import { ChatSocketClient } from './chat-socket-client';
import { createTestApp, drivers, type TestApp, type TestUser } from './support';

const JWT_SECRET = 'chat-socket-test-secret-0123456789abcdef';

/**
 * The live chat socket with a real `ws` client against the listening server: the
 * streamed reply frames, ping, typing, refusals with 4xxx close codes, ordering and revocation.
 */
describe.each(drivers)('chat socket on %s', (driver) => {
  let t: TestApp;
  let base: string;
  let orgId: string;
  let alice: TestUser;
  let bob: TestUser;
  let admin: TestUser;
  let aliceToken: string;
  let bobToken: string;
  const open: ChatSocketClient[] = [];

  beforeAll(async () => {
    t = await createTestApp(driver, {
      ANALYST_TOKEN_DELAY_MS: '0',
      CHAT_MESSAGES_PER_MINUTE: '1000',
      JWT_SECRET,
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const seeded = await t.seedOrganization('SOCK');
    orgId = seeded.orgId;
    admin = seeded.admin;
    alice = await t.addUser(orgId, 'SOCK', 'alice');
    bob = await t.addUser(orgId, 'SOCK', 'bob');
    aliceToken = (await t.login(alice)).access;
    bobToken = (await t.login(bob)).access;
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  afterAll(() => t.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const newConversation = async (token: string, body: object = {}): Promise<string> => {
    const res = await call(token, 'POST', '/api/chat/conversations/', body);
    expect(res.statusCode).toBe(201);
    return res.json().conversation.id;
  };

  const url = (conversationId: string, token: string) =>
    `${base}/ws/chat/${conversationId}/?token=${encodeURIComponent(token)}`;

  const connect = async (conversationId: string, token: string) => {
    const client = await ChatSocketClient.connect(url(conversationId, token));
    open.push(client);
    return client;
  };

  const refused = async (conversationId: string, token: string) => {
    const client = await ChatSocketClient.open(url(conversationId, token));
    open.push(client);
    const frame = await client.next('error');
    const closed = await client.closed;
    return { frame, closed, client };
  };

  const messagesOf = async (token: string, conversationId: string) => {
    const res = await call(token, 'GET', `/api/chat/conversations/${conversationId}/messages/`);
    return messageListResponseSchema.parse(res.json()).messages;
  };

  it('streams a reply: message_received, stream_start, stream_token (token, content), stream_end, message_saved', async () => {
    const id = await newConversation(aliceToken, { qpn_mode: 'simple' });
    const client = await ChatSocketClient.open(url(id, aliceToken));
    open.push(client);
    const hello = await client.next('connection_established');
    expect(hello).toMatchObject({ conversation_id: id, user_id: alice.id, message: expect.any(String) });
    expect(Date.parse(hello.timestamp)).not.toBeNaN();

    client.send({ type: 'chat_message', message: 'What can you do?', attachments: [] });
    const received = await client.next('message_received');
    expect(received.message).toMatchObject({
      conversation: id,
      content: 'What can you do?',
      message_type: 'user',
      user: { id: alice.id },
    });
    const frames = await client.until('message_saved');
    const types = frames.map((f) => f.type);
    expect(types[0]).toBe('typing_indicator');
    expect(types[1]).toBe('stream_start');
    expect(types.slice(-3)).toEqual(['stream_end', 'typing_indicator', 'message_saved']);
    expect(types.slice(2, -3).every((x) => x === 'stream_token')).toBe(true);
    expect(frames[0]).toMatchObject({ is_typing: true, source: 'assistant' });
    expect(frames[frames.length - 2]).toMatchObject({ is_typing: false, source: 'assistant' });

    const start = frames[1] as Extract<ServerFrame, { type: 'stream_start' }>;
    expect(start.reply_to).toBe(received.message.id);
    const tokens = frames.filter(
      (f): f is Extract<ServerFrame, { type: 'stream_token' }> => f.type === 'stream_token',
    );
    expect(tokens.length).toBeGreaterThan(5);
    let content = '';
    for (const frame of tokens) {
      content += frame.token;
      expect(frame.content).toBe(content);
      expect(frame.message_id).toBe(start.message_id);
    }
    const end = frames[frames.length - 3] as Extract<ServerFrame, { type: 'stream_end' }>;
    expect(end).toMatchObject({ message_id: start.message_id, final_content: content });
    expect(content).toContain("I'm the built-in analyst");
    const saved = frames[frames.length - 1] as Extract<ServerFrame, { type: 'message_saved' }>;
    expect(saved.message).toMatchObject({
      id: start.message_id,
      message_type: 'assistant',
      content,
      parent_id: received.message.id,
      processing_time: expect.any(Number),
      metadata: { provider: 'builtin', model: 'analyst' },
    });
    expect(client.invalid).toEqual([]);

    const stored = await messagesOf(aliceToken, id);
    expect(stored.map((m) => [m.message_type, m.content])).toEqual([
      ['user', 'What can you do?'],
      ['assistant', content],
    ]);
  });

  it('answers ping with pong, and a bad frame with an error frame without closing', async () => {
    const id = await newConversation(aliceToken);
    const client = await connect(id, aliceToken);
    client.send({ type: 'ping' });
    expect(await client.next()).toMatchObject({ type: 'pong', timestamp: expect.any(String) });

    client.ws.send('not json');
    expect(await client.next('error')).toMatchObject({ code: 'invalid_json' });
    client.send({ type: 'launch_missiles' });
    expect(await client.next('error')).toMatchObject({ code: 'invalid_frame' });
    client.send({ type: 'chat_message', message: '   ', attachments: [] });
    expect(await client.next('error')).toMatchObject({
      code: 'empty_message',
      error: 'A message needs text or at least one attached file',
    });
    client.send({ type: 'chat_message', message: 'hi', model: 'gpt-4' });
    expect(await client.next('error')).toMatchObject({ code: 'model_unavailable' });
    client.send({ type: 'ping' });
    await client.next('pong');
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    expect(await messagesOf(aliceToken, id)).toEqual([]);
  });

  it('shows typing to the user’s other sockets on the conversation, not to the typist', async () => {
    const id = await newConversation(aliceToken);
    const typist = await connect(id, aliceToken);
    const other = await connect(id, aliceToken);
    typist.send({ type: 'typing_start', is_typing: true });
    expect(await other.next('typing_indicator')).toMatchObject({ is_typing: true, source: 'user' });
    typist.send({ type: 'typing_stop', is_typing: false });
    expect(await other.next('typing_indicator')).toMatchObject({ is_typing: false, source: 'user' });
    // Frames of one socket are handled in order: had the typist got its own indicator, it would
    // come before this pong.
    typist.send({ type: 'ping' });
    expect((await typist.next()).type).toBe('pong');
  });

  it('sends the reply to every socket on the conversation, and a closed tab loses nothing', async () => {
    const id = await newConversation(aliceToken);
    const leaving = await connect(id, aliceToken);
    const staying = await connect(id, aliceToken);
    leaving.send({ type: 'chat_message', message: 'How do I load data?' });
    await leaving.next('message_received');
    await leaving.close();
    const frames = await staying.until('message_saved');
    const saved = frames[frames.length - 1] as Extract<ServerFrame, { type: 'message_saved' }>;
    expect(frames[0]).toMatchObject({
      type: 'message_received',
      message: { content: 'How do I load data?' },
    });
    expect(saved.message.content).toContain('How to load data');

    const stored = await messagesOf(aliceToken, id);
    expect(stored.map((m) => m.id)).toEqual([
      frames[0]?.type === 'message_received' ? frames[0].message.id : '',
      saved.message.id,
    ]);
  });

  it('answers two quick messages in the order they were sent', async () => {
    const id = await newConversation(aliceToken);
    const client = await connect(id, aliceToken);
    client.send({ type: 'chat_message', message: 'hello' });
    client.send({ type: 'chat_message', message: 'What modes are available?' });
    const frames: ServerFrame[] = [];
    while (frames.filter((f) => f.type === 'message_saved').length < 2) frames.push(await client.next());

    const received = frames.filter((f) => f.type === 'message_received').map((f) => f.message);
    expect(received.map((m) => m.content)).toEqual(['hello', 'What modes are available?']);
    const starts = frames.filter((f) => f.type === 'stream_start');
    expect(starts.map((f) => f.reply_to)).toEqual(received.map((m) => m.id));
    // The second reply starts only after the first one is stored.
    const firstSaved = frames.findIndex((f) => f.type === 'message_saved');
    const secondStart = frames.findIndex((f) => f.type === 'stream_start' && f.reply_to === received[1]?.id);
    expect(secondStart).toBeGreaterThan(firstSaved);
    const saved = frames.filter((f) => f.type === 'message_saved').map((f) => f.message);
    expect(saved[0]?.content).toContain('Hello!');
    expect(saved[1]?.content).toContain('The modes, chosen once per conversation');

    const stored = await messagesOf(aliceToken, id);
    expect(stored.map((m) => m.content.slice(0, 12))).toEqual(
      [received[0], saved[0], received[1], saved[1]].map((m) => m?.content.slice(0, 12)),
    );
    // One branch: each message follows the one before it.
    stored.forEach((m, i) => expect(m.parent_id).toBe(i === 0 ? null : stored[i - 1]?.id));
  });

  it('refuses a missing, bad or expired token with an error frame and close 4401', async () => {
    const id = await newConversation(aliceToken);
    let r = await refused(id, '');
    expect(r.frame).toMatchObject({ error: 'No authentication token available for WebSocket connection' });
    expect(r.closed.code).toBe(CHAT_SOCKET_CLOSE.unauthorized);

    r = await refused(id, 'not-a-jwt');
    expect(r.frame).toMatchObject({ code: 'invalid_token' });
    expect(r.closed.code).toBe(4401);

    const forged = await new SignJWT({ org: orgId, role: 'user', sid: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(alice.id)
      .setIssuer('ai-analyst')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-0123456789abcdefghij'));
    r = await refused(id, forged);
    expect(r.frame).toMatchObject({ code: 'invalid_token' });
    expect(r.closed.code).toBe(4401);

    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ org: orgId, role: 'user', sid: 'x', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(alice.id)
      .setIssuer('ai-analyst')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(JWT_SECRET));
    r = await refused(id, expired);
    expect(r.frame).toMatchObject({
      code: 'token_expired',
      error: 'Your session has expired. Please sign in again.',
    });
    expect(r.closed.code).toBe(4401);
  });

  it('refuses another user’s conversation (and an unknown one) with "Conversation not found" and close 4404', async () => {
    const id = await newConversation(aliceToken);
    for (const target of [id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const r = await refused(target, bobToken);
      expect(r.frame).toMatchObject({ error: 'Conversation not found', code: 'conversation_not_found' });
      expect(r.closed.code).toBe(CHAT_SOCKET_CLOSE.notFound);
    }
    // Bob's refused attempt saw nothing of Alice's conversation.
    const aliceSocket = await connect(id, aliceToken);
    aliceSocket.send({ type: 'chat_message', message: 'hello' });
    await aliceSocket.until('message_saved');
    const r = await refused(id, bobToken);
    expect(r.client.frames.map((f) => f.type)).toEqual(['error']);
  });

  it('closes the sockets of a conversation when it is deleted', async () => {
    const id = await newConversation(aliceToken);
    const client = await connect(id, aliceToken);
    const res = await call(aliceToken, 'DELETE', `/api/chat/conversations/${id}/`);
    expect(res.statusCode).toBe(200);
    expect(await client.next('error')).toMatchObject({ code: 'conversation_deleted' });
    expect((await client.closed).code).toBe(CHAT_SOCKET_CLOSE.notFound);
  });

  it('closes a user’s sockets when their sessions end, and refuses a disabled account', async () => {
    const carol = await t.addUser(orgId, 'SOCK', `carol_${driver}`);
    let carolToken = (await t.login(carol)).access;
    const id = await newConversation(carolToken);
    const first = await connect(id, carolToken);
    const second = await connect(id, carolToken);
    const bystander = await connect(await newConversation(aliceToken), aliceToken);

    await t.app.services.endUserSessions(carol.id, 'Your account was changed by an administrator');
    for (const client of [first, second]) {
      expect(await client.next('error')).toMatchObject({ code: 'session_ended' });
      expect((await client.closed).code).toBe(CHAT_SOCKET_CLOSE.unauthorized);
    }
    // The revoked token no longer opens a socket.
    expect((await refused(id, carolToken)).frame).toMatchObject({ code: 'session_ended' });
    bystander.send({ type: 'ping' });
    await bystander.next('pong');

    // Disabling through the admin API closes the new socket too.
    carolToken = (await t.login(carol)).access;
    const third = await connect(id, carolToken);
    const adminToken = (await t.login(admin)).access;
    const res = await call(adminToken, 'POST', `/api/admin/users/${carol.id}/disable/`);
    expect(res.statusCode).toBe(200);
    expect(await third.next('error')).toMatchObject({ code: 'session_ended' });
    expect((await third.closed).code).toBe(CHAT_SOCKET_CLOSE.unauthorized);

    // An inactive account whose session somehow survived is refused with 4403.
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${carol.id}/enable/`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    carolToken = (await t.login(carol)).access;
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, carol.id));
    const r = await refused(id, carolToken);
    expect(r.frame).toMatchObject({ code: 'account_disabled' });
    expect(r.closed.code).toBe(CHAT_SOCKET_CLOSE.forbidden);
  });

  it('stops a socket from sending once its session was logged out', async () => {
    const dave = await t.addUser(orgId, 'SOCK', `dave_${driver}`);
    const daveToken = (await t.login(dave)).access;
    const id = await newConversation(daveToken);
    const client = await connect(id, daveToken);
    const out = await call(daveToken, 'POST', '/api/auth/logout/');
    expect(out.statusCode).toBe(200);
    client.send({ type: 'chat_message', message: 'hello' });
    expect(await client.next('error')).toMatchObject({ code: 'session_ended' });
    expect((await client.closed).code).toBe(CHAT_SOCKET_CLOSE.unauthorized);
    const rows = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(rows).toEqual([]);
  });

  it('drops a socket that stops answering protocol pings and keeps one that answers', async () => {
    const id = await newConversation(aliceToken);
    const answering = await connect(id, aliceToken);
    const silent = await ChatSocketClient.connect(url(id, aliceToken), { autoPong: false });
    open.push(silent);
    let pings = 0;
    answering.ws.on('ping', () => pings++);
    t.app.services.chat.hub.startHeartbeat(50);
    try {
      // Terminated without a closing handshake: 1006 on the client side.
      expect((await silent.closed).code).toBe(1006);
      // The one that answers outlives several more pings.
      while (pings < 4) await new Promise((resolve) => answering.ws.once('ping', resolve));
      answering.send({ type: 'ping' });
      await answering.next('pong');
      expect(answering.ws.readyState).toBe(answering.ws.OPEN);
    } finally {
      t.app.services.chat.hub.startHeartbeat(30_000);
    }
  });

  it('delivers a message posted over HTTP to the sockets on the conversation', async () => {
    const id = await newConversation(aliceToken);
    const client = await connect(id, aliceToken);
    const res = await call(aliceToken, 'POST', `/api/chat/conversations/${id}/messages/`, {
      content: 'hello',
    });
    expect(res.statusCode).toBe(201);
    const frames = await client.until('message_saved');
    expect(frames[0]).toMatchObject({
      type: 'message_received',
      message: { id: res.json().user_message.id },
    });
    expect(frames[frames.length - 1]).toMatchObject({ message: { id: res.json().assistant_message.id } });
  });
});
