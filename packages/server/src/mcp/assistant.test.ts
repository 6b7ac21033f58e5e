import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeOpenAi, sseText, sseToolCall } from '../../test/chat-fake-openai';
import { createTestApp, drivers, type TestApp } from '../../test/support';
import { client } from '../files/test-helpers';

/**
 * The chat assistant and the tool catalog: a model is offered only the tools switched on for the
 * user (external MCP tools included) and can run an external server's tool; the built-in analyst
 * does not use a switched-off tool; every run lands in the organization's statistics.
 */
const FIXTURE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'stdio-server.mjs');
const SALES = 'region,amount\nnorth,10\nsouth,20.5\nnorth,7\n';

type Caller = ReturnType<typeof client>;

describe.each(drivers)('the assistant’s tools on %s', (driver) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let admin: Caller;
  let alice: Caller;

  beforeAll(async () => {
    fake = await FakeOpenAi.start();
    t = await createTestApp(driver, {
      OPENAI_API_KEY: 'sk-test-openai',
      OPENAI_BASE_URL: fake.baseUrl,
      ANALYST_TOKEN_DELAY_MS: '0',
      CHAT_MESSAGES_PER_MINUTE: '1000',
      MCP_STDIO_SERVERS: 'all',
    });
    const acme = await t.seedOrganization('ACME');
    admin = client(t.app, (await t.login(acme.admin)).access);
    alice = client(t.app, (await t.login(await t.addUser(acme.orgId, 'ACME', 'alice'))).access);
    await alice.mkdir('Uploads');
    await alice.upload([{ filename: 'sales.csv', content: SALES }], 'Uploads');
    const added = await admin.call({
      method: 'POST',
      url: '/api/mcp/servers/',
      payload: { name: 'fixture', transport: 'stdio', command: process.execPath, args: [FIXTURE] },
    });
    expect(added.statusCode).toBe(201);
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const ask = async (content: string, extra: object) => {
    const created = await alice.call({
      method: 'POST',
      url: '/api/chat/conversations/',
      payload: { qpn_mode: 'tool_enhanced' },
    });
    const id = created.json().conversation.id;
    const res = await alice.call({
      method: 'POST',
      url: `/api/chat/conversations/${id}/messages/`,
      payload: { content, ...extra },
    });
    expect(res.statusCode).toBe(201);
    return res.json().assistant_message as { content: string; metadata: Record<string, unknown> };
  };
  const statsOf = async (name: string) =>
    (await admin.call({ method: 'GET', url: '/api/mcp/tools/' }))
      .json()
      .tools.find((tool: { name: string }) => tool.name === name)?.statistics;

  it('offers a model only the enabled tools, and runs an external MCP server’s tool from the chat', async () => {
    await admin.call({ method: 'PUT', url: '/api/mcp/tools/correlate/', payload: { enabled: false } });
    await alice.call({
      method: 'PUT',
      url: '/api/mcp/tools/profile/preference/',
      payload: { enabled: false },
    });
    fake.respond = (request, res) => {
      if (!request.body.messages.some((m) => m.role === 'tool'))
        sseToolCall(res, 'call_1', 'fixture__add', { a: 40, b: 2 });
      else sseText(res, ['The', ' answer', ' is', ' 42.']);
    };
    const reply = await ask('What is 40 plus 2?', { model: 'gpt-4' });
    const offered = fake.requests[0]?.body.tools?.map((tool) => tool.function.name) ?? [];
    expect(offered).toContain('fixture__add');
    expect(offered).toContain('aggregate');
    expect(offered).not.toContain('correlate');
    expect(offered).not.toContain('profile');
    const toolMessage = fake.requests[1]?.body.messages.find((m) => m.role === 'tool');
    expect(JSON.stringify(toolMessage?.content)).toContain('The sum is 42');
    expect(reply.content).toContain('The answer is 42.');
    expect(reply.metadata.tool_calls).toEqual([
      { name: 'fixture__add', arguments: { a: 40, b: 2 }, ok: true, result: expect.stringContaining('42') },
    ]);
    expect(await statsOf('fixture__add')).toMatchObject({ calls: 1, errors: 0 });

    // A tool the user picked but the organization switched off is not offered at all.
    fake.reset();
    fake.respond = (_request, res) => sseText(res, ['No', ' tools.']);
    await ask('Correlate please', { model: 'gpt-4', tool: 'correlate' });
    expect(fake.requests[0]?.body.tools).toBeUndefined();
    await admin.call({ method: 'PUT', url: '/api/mcp/tools/correlate/', payload: { enabled: true } });
    await alice.call({
      method: 'PUT',
      url: '/api/mcp/tools/profile/preference/',
      payload: { enabled: true },
    });
  });

  it('counts the built-in analyst’s tool runs, and it does not use a switched-off tool', async () => {
    const answered = await ask('total amount by region', { model: 'analyst' });
    const calls = answered.metadata.tool_calls as { name: string; ok: boolean }[];
    expect(calls).toHaveLength(1);
    const tool = calls[0]?.name ?? '';
    expect(answered.content).toContain('20.5');
    expect(answered.content).toContain('17');
    // The analyst counts its run without waiting for the count: wait for it to land.
    await expect.poll(() => statsOf(tool), { timeout: 15_000 }).toMatchObject({ calls: 1, errors: 0 });

    await admin.call({ method: 'PUT', url: `/api/mcp/tools/${tool}/`, payload: { enabled: false } });
    const refused = await ask('total amount by region', { model: 'analyst' });
    expect(refused.content).toBe(
      `I would answer this with the **${tool}** tool, but it is switched off for you. Switch it on in the tool panel, or ask an administrator to.`,
    );
    expect(refused.metadata.tool_calls).toBeUndefined();
    expect(await statsOf(tool)).toMatchObject({ calls: 1 });
    await admin.call({ method: 'PUT', url: `/api/mcp/tools/${tool}/`, payload: { enabled: true } });
  });
});
