import { expect } from 'vitest';
import {
  conversationSchema,
  messageListResponseSchema,
  sendMessageResponseSchema,
  type Conversation,
} from '@ai-analyst/contract';
import { createTestApp, type Driver, type TestApp, type TestUser } from './support';

/**
 * The app and the people of the chat REST API suites (chat-conversations, chat-messages,
 * chat-search): alice and bob in ACME, and mallory, an "alice" of another organization, signed
 * in; the built-in analyst answers with no token delay. With the helpers the suites share.
 */
export type ChatApiFixture = Awaited<ReturnType<typeof chatApiFixture>>;

export async function chatApiFixture(driver: Driver) {
  const t: TestApp = await createTestApp(driver, {
    ANALYST_TOKEN_DELAY_MS: '0',
    CHAT_MESSAGES_PER_MINUTE: '1000',
    JOB_POLL_MS: '100',
  });
  const acme = await t.seedOrganization('ACME');
  const alice: TestUser = await t.addUser(acme.orgId, 'ACME', 'alice');
  const bob: TestUser = await t.addUser(acme.orgId, 'ACME', 'bob');
  const other = await t.seedOrganization('OTHER');
  // Same username in another organization: still someone else.
  const mallory: TestUser = await t.addUser(other.orgId, 'OTHER', 'alice');
  const aliceToken = (await t.login(alice)).access;
  const bobToken = (await t.login(bob)).access;
  const malloryToken = (await t.login(mallory)).access;

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  const create = async (token: string, body: object = {}): Promise<Conversation> => {
    const res = await call(token, 'POST', '/api/chat/conversations/', body);
    expect(res.statusCode).toBe(201);
    return conversationSchema.parse(res.json().conversation);
  };

  const send = async (token: string, id: string, content: string) => {
    const res = await call(token, 'POST', `/api/chat/conversations/${id}/messages/`, { content });
    expect(res.statusCode).toBe(201);
    return sendMessageResponseSchema.parse(res.json());
  };

  const page = async (token: string, id: string, query = '') => {
    const res = await call(token, 'GET', `/api/chat/conversations/${id}/messages/${query}`);
    expect(res.statusCode).toBe(200);
    return messageListResponseSchema.parse(res.json());
  };

  return { t, alice, bob, mallory, aliceToken, bobToken, malloryToken, call, create, send, page };
}
