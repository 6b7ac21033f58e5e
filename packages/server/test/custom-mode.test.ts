import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendMessageResponseSchema } from '@ai-analyst/contract';
import { FakeOpenAi, sseText } from './chat-fake-openai';
import { createTestApp, type TestApp } from './support';

/**
 * Custom mode: the conversation's own system prompt lives in its metadata (`system_prompt`), is
 * told to the model with every message, follows edits of the metadata, and means nothing in the
 * other modes.
 */
describe('custom mode', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    fake = await FakeOpenAi.start();
    t = await createTestApp('pglite', {
      OPENAI_API_KEY: 'sk-test-openai',
      OPENAI_BASE_URL: fake.baseUrl,
      ANALYST_TOKEN_DELAY_MS: '0',
      CHAT_MESSAGES_PER_MINUTE: '1000',
    });
    const { orgId } = await t.seedOrganization('CUSTOM');
    token = (await t.login(await t.addUser(orgId, 'CUSTOM', 'carla'))).access;
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const conversation = async (body: object) => {
    const res = await call('POST', '/api/chat/conversations/', body);
    expect(res.statusCode).toBe(201);
    return res.json().conversation as { id: string; qpn_mode: string; metadata: Record<string, unknown> };
  };

  const systemPromptFor = async (id: string, content: string) => {
    fake.reset();
    fake.respond = (_request, res) => sseText(res, ['Aye.']);
    const res = await call('POST', `/api/chat/conversations/${id}/messages/`, { content, model: 'gpt-4' });
    expect(res.statusCode).toBe(201);
    expect(sendMessageResponseSchema.parse(res.json()).assistant_message?.content).toBe('Aye.');
    const system = fake.requests[0]?.body.messages[0];
    expect(system?.role).toBe('system');
    return String(system?.content);
  };

  it('keeps the system prompt in the conversation metadata and tells it to the model', async () => {
    const created = await conversation({
      title: 'Pirate analyst',
      qpn_mode: 'custom',
      metadata: { system_prompt: 'Answer like a ship captain. Round every number to thousands.' },
    });
    expect(created.qpn_mode).toBe('custom');
    expect(created.metadata).toEqual({
      system_prompt: 'Answer like a ship captain. Round every number to thousands.',
    });
    const fetched = await call('GET', `/api/chat/conversations/${created.id}/`);
    expect(fetched.json().conversation.metadata.system_prompt).toBe(
      'Answer like a ship captain. Round every number to thousands.',
    );

    const first = await systemPromptFor(created.id, 'How did we do?');
    expect(first).toContain('Mode: custom.');
    expect(first).toContain(
      'Instructions for this conversation:\nAnswer like a ship captain. Round every number to thousands.',
    );

    // Editing the metadata changes what the next message is told.
    const edited = await call('PUT', `/api/chat/conversations/${created.id}/`, {
      metadata: { system_prompt: 'Reply in French.' },
    });
    expect(edited.statusCode).toBe(200);
    const second = await systemPromptFor(created.id, 'And now?');
    expect(second).toContain('Instructions for this conversation:\nReply in French.');
    expect(second).not.toContain('ship captain');
  });

  it('ignores a system prompt in the metadata of the other modes', async () => {
    const simple = await conversation({
      qpn_mode: 'simple',
      metadata: { system_prompt: 'Reply in French.' },
    });
    const told = await systemPromptFor(simple.id, 'Hello there');
    expect(told).toContain('Mode: simple chat.');
    expect(told).not.toContain('Reply in French.');
  });
});
