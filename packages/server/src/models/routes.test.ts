import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modelListResponseSchema, sendMessageResponseSchema } from '@ai-analyst/contract';
import { createTestApp, drivers, type TestApp } from '../../test/support';

/**
 * The organization settings an admin saves (enabled providers, default model) decide what its
 * members see in the Model select and which model answers them; other organizations keep the
 * server's defaults.
 */
describe.each(drivers)('models per organization settings (%s)', (driver) => {
  let t: TestApp;
  let adminA: string;
  let userA: string;
  let userB: string;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      // Configured, never reached: these tests only send to the built-in analyst.
      OPENAI_API_KEY: 'sk-test-openai',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      ANALYST_TOKEN_DELAY_MS: '0',
    });
    const a = await t.seedOrganization('MODA');
    const b = await t.seedOrganization('MODB');
    adminA = (await t.login(a.admin)).access;
    userA = (await t.login(await t.addUser(a.orgId, 'MODA', 'ann'))).access;
    userB = (await t.login(await t.addUser(b.orgId, 'MODB', 'bob'))).access;
  });
  afterAll(() => t?.close());

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const models = async (token: string) => modelListResponseSchema.parse((await call(token, 'GET', '/api/models/')).json());
  const available = (list: { id: string; available: boolean }[]) => list.filter((m) => m.available).map((m) => m.id);

  it('uses the server defaults while the admin has chosen nothing', async () => {
    const list = await models(userA);
    expect(list.default_model).toBe('gpt-4');
    expect(available(list.models)).toEqual(['analyst', 'gpt-4', 'gpt-3.5-turbo']);
  });

  it('applies the providers an admin switches off, to listing and to sending', async () => {
    const saved = await call(adminA, 'PUT', '/api/admin/settings/', { enabled_providers: ['analyst', 'anthropic'] });
    expect(saved.statusCode).toBe(200);

    const list = await models(userA);
    expect(list.default_model).toBe('analyst');
    expect(available(list.models)).toEqual(['analyst']);

    const conversation = (await call(userA, 'POST', '/api/chat/conversations/', {})).json().conversation.id;
    const refused = await call(userA, 'POST', `/api/chat/conversations/${conversation}/messages/`, {
      content: 'hello',
      model: 'gpt-4',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'model_unavailable',
      error: 'GPT-4 is not available: your organization has switched this provider off',
    });

    const answered = await call(userA, 'POST', `/api/chat/conversations/${conversation}/messages/`, { content: 'hello' });
    expect(answered.statusCode).toBe(201);
    const reply = sendMessageResponseSchema.parse(answered.json()).assistant_message;
    expect(reply?.metadata).toMatchObject({ model: 'analyst' });

    // Another organization keeps every configured provider.
    const other = await models(userB);
    expect(other.default_model).toBe('gpt-4');
    expect(available(other.models)).toEqual(['analyst', 'gpt-4', 'gpt-3.5-turbo']);
  });

  it('makes the admin’s default model the default of the organization', async () => {
    const saved = await call(adminA, 'PUT', '/api/admin/settings/', {
      enabled_providers: ['analyst', 'openai'],
      default_model: 'gpt-3.5-turbo',
    });
    expect(saved.statusCode).toBe(200);
    expect((await models(userA)).default_model).toBe('gpt-3.5-turbo');
    expect((await models(userB)).default_model).toBe('gpt-4');
  });
});
