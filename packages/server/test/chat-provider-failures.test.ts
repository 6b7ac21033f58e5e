import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { sendMessageResponseSchema, type Message } from '@ai-analyst/contract';
import { eq } from 'drizzle-orm';
import { messages } from '../src/chat/tables';
import { jobs } from '../src/jobs/tables';
import { ChatSocketClient } from './chat-socket-client';
import type { FakeOpenAi } from './chat-fake-openai';
import { httpError, sseUnfinished } from './chat-fake-openai';
import { providerFixture, type ProviderFixture } from './chat-provider-fixture';
import { createTestApp, type TestApp } from './support';

/**
 * Every failure of a model provider ends as a stored assistant message in plain words: a rejected
 * key, rate limiting, a server error, a dropped stream, a timeout, an unreachable endpoint; a
 * conversation deleted mid-reply ends cleanly, and an unconfigured provider is refused up front.
 */
describe('model provider failures', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let token: string;
  let wsBase: string;
  let call: ProviderFixture['call'];
  let newConversation: ProviderFixture['newConversation'];
  let send: ProviderFixture['send'];
  let storedReply: ProviderFixture['storedReply'];

  beforeAll(async () => {
    ({ fake, t, token, wsBase, call, newConversation, send, storedReply } = await providerFixture());
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('stores a rejected API key (401) as a clear assistant message', async () => {
    const id = await newConversation();
    fake.respond = (_request, res) =>
      httpError(res, 401, 'Incorrect API key provided: sk-test-***', 'invalid_api_key');
    const { reply } = await send(id, 'hello');
    expect(reply.content).toBe(
      "⚠️ GPT-4 rejected the server's API key (HTTP 401). An administrator needs to check the key.",
    );
    expect(reply.metadata).toMatchObject({ provider: 'openai', model: 'gpt-4', error: { code: 'auth' } });
    expect(await storedReply(id)).toMatchObject({ id: reply.id, content: reply.content });
    // One attempt only: a bad key is not retried.
    expect(fake.requests).toHaveLength(1);
  });

  it('stores rate limiting (429) and a server error (500) as clear assistant messages', async () => {
    const id = await newConversation();
    fake.respond = (_request, res) => httpError(res, 429, 'Rate limit reached', 'rate_limit_exceeded');
    let { reply } = await send(id, 'hello');
    expect(reply.content).toBe(
      '⚠️ GPT-4 is rate limiting this server right now. Please wait a moment and try again.',
    );
    expect(reply.metadata).toMatchObject({ error: { code: 'rate_limit' } });
    fake.respond = (_request, res) => httpError(res, 500, 'The server had an error', 'server_error');
    ({ reply } = await send(id, 'hello again'));
    expect(reply.content).toBe('⚠️ GPT-4 is unavailable right now (HTTP 500). Please try again later.');
  });

  it('keeps the streamed part of an answer whose stream drops, followed by a clear error, and stores it', async () => {
    const id = await newConversation();
    let drop: (() => void) | undefined;
    fake.respond = (_request, res) => {
      drop = sseUnfinished(res, ['Partial', ' answer']);
    };
    const socket = await ChatSocketClient.connect(`${wsBase}/ws/chat/${id}/?token=${token}`);
    try {
      socket.send({ type: 'chat_message', message: 'Tell me a long story' });
      // Drop the model's connection once its tokens have reached the user.
      for (;;) {
        const frame = await socket.next();
        if (frame.type === 'stream_token' && frame.content === 'Partial answer') break;
      }
      drop?.();
      const frames = await socket.until('message_saved');
      const expected =
        'Partial answer\n\n---\n⚠️ The connection to GPT-4 dropped before the answer was complete. Please try again.';
      expect(frames.find((f) => f.type === 'stream_end')).toMatchObject({ final_content: expected });
      expect(frames[frames.length - 1]).toMatchObject({
        message: { content: expected, metadata: { error: { code: 'stream_dropped' } } },
      });
      expect(await storedReply(id)).toMatchObject({ content: expected });
    } finally {
      await socket.close();
    }
  });

  it('ends cleanly when the conversation is deleted while a reply streams', async () => {
    const id = await newConversation();
    let drop: (() => void) | undefined;
    fake.respond = (_request, res) => {
      drop = sseUnfinished(res, ['Half', ' an', ' answer']);
    };
    const socket = await ChatSocketClient.connect(`${wsBase}/ws/chat/${id}/?token=${token}`);
    socket.send({ type: 'chat_message', message: 'Tell me a long story' });
    for (;;) {
      const frame = await socket.next();
      if (frame.type === 'stream_token' && frame.content === 'Half an answer') break;
    }
    const deleted = await call('DELETE', `/api/chat/conversations/${id}/`);
    expect(deleted.statusCode).toBe(200);
    expect(await socket.next('error')).toMatchObject({ code: 'conversation_deleted' });
    expect((await socket.closed).code).toBe(4404);
    drop?.();

    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.orderingKey, id));
    expect(await t.app.services.jobs.waitFor(job?.id ?? '', 20_000)).toBe('completed');
    expect(await t.database.db.select().from(messages).where(eq(messages.conversationId, id))).toEqual([]);
    expect((await call('GET', `/api/chat/conversations/${id}/`)).statusCode).toBe(404);
  });

  it('refuses a model whose provider is not configured, before storing anything', async () => {
    const id = await newConversation();
    const res = await call('POST', `/api/chat/conversations/${id}/messages/`, {
      content: 'hello',
      model: 'claude-3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'model_unavailable',
      error: expect.stringContaining('ANTHROPIC_API_KEY'),
    });
    expect(fake.requests).toHaveLength(0);
  });

  describe('with a short time limit and an unreachable endpoint', () => {
    let slow: TestApp;
    let slowToken: string;
    let closedPort: number;

    beforeAll(async () => {
      // A port that was just free: nothing listens there.
      const probe = net.createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      closedPort = (probe.address() as AddressInfo).port;
      await new Promise<void>((resolve) => probe.close(() => resolve()));
      slow = await createTestApp('pglite', {
        OPENAI_API_KEY: 'sk-test-openai',
        OPENAI_BASE_URL: fake.baseUrl,
        LLM_BASE_URL: `http://127.0.0.1:${closedPort}/v1`,
        LLM_MODELS: 'llama3',
        LLM_TIMEOUT_MS: '300',
      });
      const { orgId } = await slow.seedOrganization('SLOW');
      slowToken = (await slow.login(await slow.addUser(orgId, 'SLOW', 'sam'))).access;
    });
    afterAll(() => slow?.close());

    const sendSlow = async (content: string, model: string) => {
      const created = await slow.app.inject({
        method: 'POST',
        url: '/api/chat/conversations/',
        headers: { authorization: `Bearer ${slowToken}` },
        payload: {},
      });
      const res = await slow.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${created.json().conversation.id}/messages/`,
        headers: { authorization: `Bearer ${slowToken}` },
        payload: { content, model },
      });
      expect(res.statusCode).toBe(201);
      return sendMessageResponseSchema.parse(res.json()).assistant_message as Message;
    };

    it('stores a model that never answers as a timeout message', async () => {
      fake.respond = () => undefined;
      const reply = await sendSlow('hello', 'gpt-4');
      expect(reply.content).toBe('⚠️ GPT-4 did not answer in time. Please try again.');
      expect(reply.metadata).toMatchObject({ error: { code: 'timeout' } });
    });

    it('stores an unreachable endpoint as a clear message', async () => {
      const reply = await sendSlow('hello', 'llama3');
      expect(reply.content).toBe('⚠️ llama3 could not be reached. Please try again later.');
      expect(reply.metadata).toMatchObject({ provider: 'openai_compatible', error: { code: 'unavailable' } });
    });
  });
});
