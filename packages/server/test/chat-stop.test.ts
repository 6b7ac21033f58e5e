import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { messageListResponseSchema, type ServerFrame } from '@ai-analyst/contract';
import { ChatSocketClient } from './chat-socket-client';
import { createTestApp, drivers, type TestApp } from './support';

/** Stop generating: a cancel_generation frame ends the reply, which keeps what was streamed. */
describe.each(drivers)('stopping a reply on %s', (driver) => {
  let t: TestApp;
  let base: string;
  let token: string;
  let otherToken: string;
  const open: ChatSocketClient[] = [];

  beforeAll(async () => {
    // Slow tokens, so a stop arrives while the reply is still being written.
    t = await createTestApp(driver, { ANALYST_TOKEN_DELAY_MS: '40', CHAT_MESSAGES_PER_MINUTE: '1000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const seeded = await t.seedOrganization('STOP');
    token = (await t.login(await t.addUser(seeded.orgId, 'STOP', 'alice'))).access;
    otherToken = (await t.login(await t.addUser(seeded.orgId, 'STOP', 'bob'))).access;
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  afterAll(() => t.close());

  const call = (bearer: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` }, ...(payload ? { payload } : {}) });

  const connect = async (conversationId: string) => {
    const client = await ChatSocketClient.connect(
      `${base}/ws/chat/${conversationId}/?token=${encodeURIComponent(token)}`,
    );
    open.push(client);
    return client;
  };

  const newConversation = async () => {
    const res = await call(token, 'POST', '/api/chat/conversations/', { qpn_mode: 'simple' });
    return res.json().conversation.id as string;
  };

  it('keeps the words streamed before the stop, marked as stopped, and sends no more tokens', async () => {
    const id = await newConversation();
    const client = await connect(id);
    client.send({ type: 'chat_message', message: 'What can you do?', attachments: [] });
    const start = (await client.until('stream_start')).at(-1) as Extract<ServerFrame, { type: 'stream_start' }>;
    await client.until('stream_token');
    await client.until('stream_token');
    client.send({ type: 'cancel_generation', message_id: start.message_id });
    const frames = await client.until('message_saved');
    const tokens = frames.filter((f): f is Extract<ServerFrame, { type: 'stream_token' }> => f.type === 'stream_token');
    const end = frames.find((f): f is Extract<ServerFrame, { type: 'stream_end' }> => f.type === 'stream_end')!;
    const saved = frames.at(-1) as Extract<ServerFrame, { type: 'message_saved' }>;
    expect(saved.message.id).toBe(start.message_id);
    expect(saved.message.metadata).toMatchObject({ stopped: true });
    // What was saved is what was streamed: it ends with the last token sent, and is short of the full answer.
    const lastStreamed = tokens.at(-1)?.content;
    if (lastStreamed) expect(saved.message.content).toBe(lastStreamed);
    expect(end.final_content).toBe(saved.message.content);
    expect(saved.message.content.length).toBeGreaterThan(0);

    const listed = messageListResponseSchema.parse(
      (await call(token, 'GET', `/api/chat/conversations/${id}/messages/`)).json(),
    ).messages;
    const reply = listed.find((m) => m.id === start.message_id)!;
    expect(reply.metadata).toMatchObject({ stopped: true });
    expect(reply.content).not.toContain('⚠️');
  });

  it('a stop naming another reply lets this one finish in full', async () => {
    const id = await newConversation();
    const client = await connect(id);
    client.send({ type: 'cancel_generation', message_id: 'not-this-one' });
    client.send({ type: 'chat_message', message: 'What can you do?', attachments: [] });
    const start = (await client.until('stream_start')).at(-1) as Extract<ServerFrame, { type: 'stream_start' }>;
    client.send({ type: 'cancel_generation', message_id: 'another-reply' });
    const frames = await client.until('message_saved');
    const saved = frames.at(-1) as Extract<ServerFrame, { type: 'message_saved' }>;
    expect(saved.message.id).toBe(start.message_id);
    expect(saved.message.metadata.stopped).toBeUndefined();
    expect(saved.message.content).toContain("I'm the built-in analyst");
  });

  it('refuses a malformed stop frame in words', async () => {
    const id = await newConversation();
    const client = await connect(id);
    client.send({ type: 'cancel_generation', message_id: 42 } as never);
    const error = (await client.until('error')).at(-1) as Extract<ServerFrame, { type: 'error' }>;
    expect(error.code).toBe('invalid_frame');
  });

  it("cannot stop a conversation the caller has no access to (the socket is refused)", async () => {
    const id = await newConversation();
    const client = await ChatSocketClient.open(
      `${base}/ws/chat/${id}/?token=${encodeURIComponent(otherToken)}`,
    );
    open.push(client);
    await client.next('error');
    expect((await client.closed).code).toBe(4404);
  });
});
