import { expect } from 'vitest';
import type { AddressInfo } from 'node:net';
import { sendMessageResponseSchema, type Message } from '@ai-analyst/contract';
import { FakeOpenAi } from './chat-fake-openai';
import { createTestApp, type TestApp, type TestUser } from './support';

/**
 * The app of the model provider suites (chat-provider, chat-provider-failures): OpenAI, an
 * OpenAI-compatible endpoint (llama3, qwen2.5) and the built-in analyst, all against one local
 * fake OpenAI-compatible server that streams SSE, listening so that sockets can reach it; alice
 * of LLM signed in. With the helpers the suites share.
 */
export type ProviderFixture = Awaited<ReturnType<typeof providerFixture>>;

export async function providerFixture() {
  const fake = await FakeOpenAi.start();
  const t: TestApp = await createTestApp('pglite', {
    OPENAI_API_KEY: 'sk-test-openai',
    OPENAI_BASE_URL: fake.baseUrl,
    LLM_BASE_URL: fake.baseUrl,
    LLM_API_KEY: 'local-key',
    LLM_MODELS: 'llama3, qwen2.5',
    ANALYST_TOKEN_DELAY_MS: '0',
    CHAT_MESSAGES_PER_MINUTE: '1000',
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const wsBase = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const { orgId } = await t.seedOrganization('LLM');
  const alice: TestUser = await t.addUser(orgId, 'LLM', 'alice');
  const token = (await t.login(alice)).access;

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

  return { fake, t, alice, token, wsBase, call, newConversation, send, storedReply };
}
