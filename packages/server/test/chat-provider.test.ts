import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { modelListResponseSchema, sendMessageResponseSchema, type Message } from '@ai-analyst/contract';
import { eq } from 'drizzle-orm';
import { ModelRegistry } from '../src/assistant/models';
import { messages } from '../src/chat/tables';
import { jobs } from '../src/jobs/tables';
import { ChatSocketClient } from './chat-socket-client';
import { FakeOpenAi, httpError, sseText, sseToolCall, sseUnfinished } from './chat-fake-openai';
import { createTestApp, testConfig, type TestApp, type TestUser } from './support';

/**
 * The model providers against a local fake OpenAI-compatible server that streams SSE: what the
 * model is told (system prompt with personalization, history, tools), a tool-call round trip over
 * the caller's data, and every failure ending as a stored assistant message in plain words.
 */
describe('model providers', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let alice: TestUser;
  let token: string;
  let wsBase: string;

  beforeAll(async () => {
    fake = await FakeOpenAi.start();
    t = await createTestApp('pglite', {
      OPENAI_API_KEY: 'sk-test-openai',
      OPENAI_BASE_URL: fake.baseUrl,
      LLM_BASE_URL: fake.baseUrl,
      LLM_API_KEY: 'local-key',
      LLM_MODELS: 'llama3, qwen2.5',
      ANALYST_TOKEN_DELAY_MS: '0',
      CHAT_MESSAGES_PER_MINUTE: '1000',
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsBase = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const { orgId } = await t.seedOrganization('LLM');
    alice = await t.addUser(orgId, 'LLM', 'alice');
    token = (await t.login(alice)).access;
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const newConversation = async (body: object = {}): Promise<string> => {
    const res = await call('POST', '/api/chat/conversations/', body);
    expect(res.statusCode).toBe(201);
    return res.json().conversation.id;
  };

  const send = async (id: string, content: string, extra: object = {}) => {
    const res = await call('POST', `/api/chat/conversations/${id}/messages/`, { content, ...extra });
    expect(res.statusCode).toBe(201);
    const body = sendMessageResponseSchema.parse(res.json());
    expect(body.assistant_message).not.toBeNull();
    return { user: body.user_message, reply: body.assistant_message as Message };
  };

  const storedReply = async (id: string) => {
    const res = await call('GET', `/api/chat/conversations/${id}/messages/`);
    const messages = res.json().messages as Message[];
    return messages[messages.length - 1];
  };

  it('lists the models with their availability; gpt-4 is the default when OpenAI is configured', async () => {
    const res = await call('GET', '/api/models/');
    expect(res.statusCode).toBe(200);
    const body = modelListResponseSchema.parse(res.json());
    expect(body.default_model).toBe('gpt-4');
    expect(body.models).toEqual([
      { id: 'analyst', name: 'Built-in analyst', provider: 'builtin', available: true },
      { id: 'gpt-4', name: 'GPT-4', provider: 'openai', available: true },
      { id: 'gpt-3.5-turbo', name: 'GPT-3.5 Turbo', provider: 'openai', available: true },
      { id: 'claude-3', name: 'Claude 3', provider: 'anthropic', available: false },
      { id: 'llama3', name: 'llama3', provider: 'openai_compatible', available: true },
      { id: 'qwen2.5', name: 'qwen2.5', provider: 'openai_compatible', available: true },
    ]);
  });

  it('offers only the built-in analyst (the default) without providers, and claude-3 with Anthropic', () => {
    const availability = (env: Record<string, string>) => {
      const registry = new ModelRegistry(testConfig(env).llm);
      return {
        default: registry.defaultModel,
        available: registry
          .list()
          .filter((m) => m.available)
          .map((m) => m.id),
        listed: registry.list().map((m) => m.id),
      };
    };
    expect(availability({})).toEqual({
      default: 'analyst',
      available: ['analyst'],
      listed: ['analyst', 'gpt-4', 'gpt-3.5-turbo', 'claude-3'],
    });
    expect(availability({ ANTHROPIC_API_KEY: 'sk-ant' })).toMatchObject({
      default: 'analyst',
      available: ['analyst', 'claude-3'],
    });
    expect(availability({ OPENAI_API_KEY: 'sk' })).toMatchObject({
      default: 'gpt-4',
      available: ['analyst', 'gpt-4', 'gpt-3.5-turbo'],
    });
    // Models named on an endpoint that is not configured are listed as unavailable.
    expect(availability({ LLM_MODELS: 'llama3' })).toMatchObject({
      available: ['analyst'],
      listed: expect.arrayContaining(['llama3']),
    });
    expect(
      availability({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODELS: 'llama3,analyst' }),
    ).toMatchObject({
      default: 'analyst',
      available: ['analyst', 'llama3'],
    });
  });

  it('answers with gpt-4 by default, streaming its tokens to the socket and storing provider, model and usage', async () => {
    const id = await newConversation();
    const socket = await ChatSocketClient.connect(`${wsBase}/ws/chat/${id}/?token=${token}`);
    try {
      socket.send({ type: 'chat_message', message: 'hello model' });
      const frames = await socket.until('message_saved');
      const tokens = frames.flatMap((f) => (f.type === 'stream_token' ? [f.token] : []));
      expect(tokens).toEqual(['Hello', ' from', ' the', ' fake.']);
      expect(frames.find((f) => f.type === 'stream_end')).toMatchObject({
        final_content: 'Hello from the fake.',
      });
    } finally {
      await socket.close();
    }
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.headers.authorization).toBe('Bearer sk-test-openai');
    expect(request?.body).toMatchObject({ model: 'gpt-4', stream: true });
    const reply = await storedReply(id);
    expect(reply).toMatchObject({
      message_type: 'assistant',
      content: 'Hello from the fake.',
      metadata: {
        provider: 'openai',
        model: 'gpt-4',
        mode: 'simple',
        usage: { inputTokens: 42, outputTokens: 4 },
      },
    });
    expect(reply?.processing_time).toEqual(expect.any(Number));
  });

  it('puts the user’s personalization and the conversation’s history into the model’s context', async () => {
    const profile = await call('PUT', '/api/auth/profile/', {
      personalization: {
        role: 'Chief Financial Officer',
        bio: 'I run finance for a chain of 40 bakeries.',
        responseStyle: 'concise',
      },
    });
    expect(profile.statusCode).toBe(200);
    const id = await newConversation({ qpn_mode: 'simple' });
    fake.respond = (_request, res, index) => sseText(res, [index === 0 ? 'First answer.' : 'Second answer.']);
    await send(id, 'How were sales in May?', { model: 'gpt-3.5-turbo' });
    await send(id, 'And in June?', { model: 'gpt-3.5-turbo' });

    expect(fake.requests).toHaveLength(2);
    const body = fake.requests[1]?.body;
    expect(body?.model).toBe('gpt-3.5-turbo');
    const system = body?.messages[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toEqual(expect.stringContaining('Their role: Chief Financial Officer.'));
    expect(system?.content).toEqual(
      expect.stringContaining('About them: I run finance for a chain of 40 bakeries.'),
    );
    expect(system?.content).toEqual(expect.stringContaining('Keep answers short'));
    expect(system?.content).toEqual(expect.stringContaining('Mode: simple chat.'));
    expect(body?.messages.slice(1)).toEqual([
      { role: 'user', content: 'How were sales in May?' },
      { role: 'assistant', content: 'First answer.' },
      { role: 'user', content: 'And in June?' },
    ]);
    // Simple mode offers no tools.
    expect(body?.tools).toBeUndefined();

    await call('PUT', '/api/auth/profile/', {
      personalization: { role: '', bio: '', responseStyle: 'detailed' },
    });
    await send(id, 'And in July?', { model: 'gpt-3.5-turbo' });
    const again = String(fake.requests[2]?.body.messages[0]?.content);
    expect(again).not.toContain('Chief Financial Officer');
    expect(again).toContain('Give thorough answers');
  });

  it('runs a tool the model calls over the caller’s data, returns the result to the model, then streams its answer', async () => {
    // A file uploaded into the caller's files, never listed: the model's tools must still see it.
    const root = path.join(t.config.dataDir, 'files', alice.organizationId, alice.id, 'Uploads');
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(
      path.join(root, 'sales.csv'),
      'region,revenue\nNorth,100\nSouth,80\nNorth,200\nSouth,40\n',
    );

    const id = await newConversation({ qpn_mode: 'tool_enhanced' });
    const sql = 'SELECT region, SUM(revenue) AS revenue FROM sales GROUP BY region ORDER BY region';
    fake.respond = (request, res) => {
      const answered = request.body.messages.some((m) => m.role === 'tool');
      if (!answered) sseToolCall(res, 'call_1', 'run_sql', { sql, chart: 'none' });
      else sseText(res, ['North', ' leads', ' with', ' 300.']);
    };
    const { reply } = await send(id, 'Which region sells most?');

    expect(fake.requests).toHaveLength(2);
    const offered = fake.requests[0]?.body.tools?.map((tool) => tool.function.name) ?? [];
    expect(offered).toEqual(expect.arrayContaining(['list_datasets', 'run_sql', 'aggregate']));
    const runSql = fake.requests[0]?.body.tools?.find((tool) => tool.function.name === 'run_sql');
    expect(runSql?.function.parameters).toMatchObject({
      type: 'object',
      properties: { sql: { type: 'string' } },
    });

    const followUp = fake.requests[1]?.body.messages ?? [];
    const call1 = followUp.find((m) => m.role === 'assistant' && m.tool_calls);
    expect(call1?.tool_calls).toEqual([
      {
        id: 'call_1',
        type: 'function',
        function: { name: 'run_sql', arguments: JSON.stringify({ sql, chart: 'none' }) },
      },
    ]);
    const result = followUp.find((m) => m.role === 'tool');
    expect(result?.tool_call_id).toBe('call_1');
    expect(String(result?.content)).toContain('The query returned 2 rows.');
    expect(String(result?.content)).toMatch(/"region":"North","revenue":300/);
    expect(String(result?.content)).toMatch(/"region":"South","revenue":120/);

    expect(reply.content.startsWith('North leads with 300.')).toBe(true);
    // The table the tool produced is shown to the user after the model's text.
    expect(reply.content).toContain('```table');
    expect(reply.metadata).toMatchObject({
      provider: 'openai',
      model: 'gpt-4',
      mode: 'tool_enhanced',
      tool_calls: [
        {
          name: 'run_sql',
          arguments: { sql, chart: 'none' },
          ok: true,
          result: expect.stringContaining('```table'),
        },
      ],
    });
    expect(await storedReply(id)).toMatchObject({ id: reply.id, content: reply.content });
  });

  it('tells the model which datasets the attached files are', async () => {
    const id = await newConversation({ qpn_mode: 'tool_enhanced' });
    await send(id, 'Summarize this file', { attachments: ['sales.csv', 'missing.csv'] });
    const last = fake.requests[0]?.body.messages.at(-1);
    expect(last?.role).toBe('user');
    expect(last?.content).toBe(
      [
        'Summarize this file',
        '',
        'Attached files (use these datasets first):',
        '- sales.csv: dataset `sales` (4 rows; columns region, revenue)',
        '- missing.csv: cannot be used (The file "Uploads/missing.csv" does not exist)',
      ].join('\n'),
    );
  });

  it('passes a failing tool’s error back to the model, which can answer anyway', async () => {
    const id = await newConversation({ qpn_mode: 'tool_enhanced' });
    fake.respond = (request, res) => {
      if (!request.body.messages.some((m) => m.role === 'tool'))
        sseToolCall(res, 'call_bad', 'run_sql', { sql: 'DROP TABLE sales' });
      else sseText(res, ['I cannot change data.']);
    };
    const { reply } = await send(id, 'Delete my sales table');
    const result = fake.requests[1]?.body.messages.find((m) => m.role === 'tool');
    expect(String(result?.content)).toMatch(/^Error: /);
    expect(reply.content).toBe('I cannot change data.');
    expect(reply.metadata).toMatchObject({
      tool_calls: [{ name: 'run_sql', ok: false, error: expect.any(String) }],
    });
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

  it('answers with an OpenAI-compatible endpoint’s model under its own key', async () => {
    const id = await newConversation();
    const { reply } = await send(id, 'hello', { model: 'llama3' });
    expect(fake.requests[0]?.body.model).toBe('llama3');
    expect(fake.requests[0]?.headers.authorization).toBe('Bearer local-key');
    expect(reply).toMatchObject({
      content: 'Hello from the fake.',
      metadata: { provider: 'openai_compatible', model: 'llama3' },
    });
    // The conversation remembers nothing implicitly: the next message without a model uses the default.
    await send(id, 'again');
    expect(fake.requests[1]?.body.model).toBe('gpt-4');
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

  describe('with Anthropic configured', () => {
    let claude: TestApp;
    let claudeToken: string;
    beforeAll(async () => {
      claude = await createTestApp('pglite', {
        ANTHROPIC_API_KEY: 'sk-ant-test',
        ANTHROPIC_BASE_URL: fake.baseUrl,
        ANTHROPIC_MODEL: 'claude-3-haiku-20240307',
      });
      const { orgId } = await claude.seedOrganization('CLAUDE');
      claudeToken = (await claude.login(await claude.addUser(orgId, 'CLAUDE', 'cleo'))).access;
    });
    afterAll(() => claude?.close());

    it('answers with claude-3 through the Messages API, the analyst staying the default', async () => {
      const headers = { authorization: `Bearer ${claudeToken}` };
      const models = modelListResponseSchema.parse(
        (await claude.app.inject({ method: 'GET', url: '/api/models/', headers })).json(),
      );
      expect(models.default_model).toBe('analyst');
      expect(models.models.filter((m) => m.available).map((m) => m.id)).toEqual(['analyst', 'claude-3']);
      const created = await claude.app.inject({
        method: 'POST',
        url: '/api/chat/conversations/',
        headers,
        payload: {},
      });
      const res = await claude.app.inject({
        method: 'POST',
        url: `/api/chat/conversations/${created.json().conversation.id}/messages/`,
        headers,
        payload: { content: 'hello Claude', model: 'claude-3' },
      });
      expect(res.statusCode).toBe(201);
      const reply = sendMessageResponseSchema.parse(res.json()).assistant_message;
      expect(reply).toMatchObject({
        content: 'Bonjour from Claude.',
        metadata: { provider: 'anthropic', model: 'claude-3' },
      });
      const request = fake.requests.at(-1);
      expect(request?.headers['x-api-key']).toBe('sk-ant-test');
      expect(request?.body).toMatchObject({ model: 'claude-3-haiku-20240307', stream: true });
      expect(request?.body.messages).toEqual([
        { role: 'user', content: [{ type: 'text', text: 'hello Claude' }] },
      ]);
    });
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
