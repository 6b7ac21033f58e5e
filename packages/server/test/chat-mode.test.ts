import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from './support';

/** One source of truth for a conversation's mode: the mode its replies are written in. */
describe.each(drivers)("a conversation's mode on %s", (driver) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(driver, { ANALYST_TOKEN_DELAY_MS: '0', CHAT_MESSAGES_PER_MINUTE: '1000' });
    const seeded = await t.seedOrganization('MODE');
    token = (await t.login(await t.addUser(seeded.orgId, 'MODE', 'mia'))).access;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

  it('becomes Simple with the first reply when none was chosen, as the reply says', async () => {
    const id = (await call('POST', '/api/chat/conversations/', {})).json().conversation.id;
    expect((await call('GET', `/api/chat/conversations/${id}/`)).json().conversation.qpn_mode).toBeNull();
    const sent = await call('POST', `/api/chat/conversations/${id}/messages/`, { content: 'What can you do?' });
    expect(sent.json().assistant_message.qpn_mode).toBe('simple');
    expect((await call('GET', `/api/chat/conversations/${id}/`)).json().conversation.qpn_mode).toBe('simple');
  });

  it('keeps the mode chosen before the first message', async () => {
    const id = (await call('POST', '/api/chat/conversations/', { qpn_mode: 'tool_enhanced' })).json().conversation.id;
    const sent = await call('POST', `/api/chat/conversations/${id}/messages/`, { content: 'What can you do?' });
    expect(sent.json().assistant_message.qpn_mode).toBe('tool_enhanced');
    expect((await call('GET', `/api/chat/conversations/${id}/`)).json().conversation.qpn_mode).toBe('tool_enhanced');
  });
});
