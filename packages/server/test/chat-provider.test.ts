import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { modelListResponseSchema, sendMessageResponseSchema } from '@ai-analyst/contract';
import { ModelRegistry } from '../src/assistant/models';
import { ChatSocketClient } from './chat-socket-client';
import type { FakeOpenAi } from './chat-fake-openai';
import { sseText, sseToolCall } from './chat-fake-openai';
import { providerFixture, type ProviderFixture } from './chat-provider-fixture';
import { createTestApp, testConfig, type TestApp, type TestUser } from './support';

/**
 * The model providers against a local fake OpenAI-compatible server that streams SSE: the models
 * offered, what the model is told (system prompt with personalization, history, tools), a tool-call
 * round trip over the caller's data, an OpenAI-compatible endpoint and Anthropic.
 */
describe('model providers', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let alice: TestUser;
  let token: string;
  let wsBase: string;
  let call: ProviderFixture['call'];
  let newConversation: ProviderFixture['newConversation'];
  let send: ProviderFixture['send'];
  let storedReply: ProviderFixture['storedReply'];

  beforeAll(async () => {
    ({ fake, t, alice, token, wsBase, call, newConversation, send, storedReply } = await providerFixture());
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

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
});
