import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Conversation } from '@ai-analyst/contract';
import { chatApiFixture, type ChatApiFixture } from './chat-api-fixture';
import { drivers, type TestApp } from './support';

/**
 * Searching conversations, and the isolation of one user's conversations from everybody else,
 * on both database drivers, with the built-in analyst answering (no token delay).
 */
describe.each(drivers)('chat REST API: search and isolation on %s', (driver) => {
  let t: TestApp;
  let aliceToken: string;
  let bobToken: string;
  let malloryToken: string;
  let call: ChatApiFixture['call'];
  let create: ChatApiFixture['create'];
  let send: ChatApiFixture['send'];
  let page: ChatApiFixture['page'];

  beforeAll(async () => {
    ({ t, aliceToken, bobToken, malloryToken, call, create, send, page } =
      await chatApiFixture(driver));
  });
  afterAll(() => t.close());

  describe('search', () => {
    let revenue: Conversation;
    let churn: Conversation;
    beforeAll(async () => {
      revenue = await create(bobToken, { title: 'Zephyr line: revenue drop in March', qpn_mode: 'rca' });
      churn = await create(bobToken, { title: 'Customer analysis', qpn_mode: 'eda' });
      await send(bobToken, churn.id, 'Please explain the 50% CHURN spike among enterprise customers');
      await create(aliceToken, { title: 'Alice also has churn and zephyr' });
      await create(malloryToken, { title: 'Mallory zephyr churn' });
    });

    const search = async (query: string) => {
      const res = await call(bobToken, 'GET', `/api/chat/search/${query}`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };

    it('finds the caller’s conversations by title or message text, case-insensitively, with snippets', async () => {
      let body = await search('?q=ZEPHYR');
      expect(body.success).toBe(true);
      expect(body.query).toBe('ZEPHYR');
      expect(body.results.map((r: { conversation: Conversation }) => r.conversation.id)).toEqual([
        revenue.id,
      ]);
      expect(body.results[0]).toMatchObject({ title_match: true, matches: [] });

      body = await search('?q=churn%20spike');
      expect(body.results).toHaveLength(1);
      expect(body.results[0]).toMatchObject({
        conversation: { id: churn.id },
        title_match: false,
        matches: [{ message_type: 'user', snippet: expect.stringContaining('CHURN spike') }],
      });
      expect(body.pagination).toMatchObject({ page: 1, page_size: 20, total_count: 1 });

      // LIKE wildcards are literal.
      expect((await search('?q=50%25')).results).toHaveLength(1);
      expect((await search('?q=%25%25%25')).results).toHaveLength(0);
      expect((await search('?q=nothing-like-this')).results).toEqual([]);
    });

    it('filters by mode and by date', async () => {
      let body = await search('?q=&mode=eda');
      expect(body.results.map((r: { conversation: Conversation }) => r.conversation.id)).toEqual([churn.id]);
      body = await search('?mode=SimpleOnceToolCallQCN');
      expect(body.results).toEqual([]);
      const unknownMode = await call(bobToken, 'GET', '/api/chat/search/?mode=turbo');
      expect(unknownMode.statusCode).toBe(400);
      const today = new Date().toISOString().slice(0, 10);
      body = await search(`?q=zephyr&from=${today}&to=${today}`);
      expect(body.results).toHaveLength(1);
      body = await search('?q=zephyr&to=2000-01-01');
      expect(body.results).toHaveLength(0);
      body = await search(`?q=zephyr&from=${new Date(Date.now() + 86_400_000).toISOString()}`);
      expect(body.results).toHaveLength(0);
      const bad = await call(bobToken, 'GET', '/api/chat/search/?from=yesterday');
      expect(bad.statusCode).toBe(400);
    });
  });


  describe('isolation', () => {
    it('answers 404 "Conversation not found" for another user’s or another organization’s conversation, and changes nothing', async () => {
      const c = await create(aliceToken, { title: 'Alice private' });
      const sent = await send(aliceToken, c.id, 'hello');
      const m = sent.user_message.id;
      const attempts: [string, 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string, object?][] = [
        ['get', 'GET', `/api/chat/conversations/${c.id}/`],
        ['update', 'PUT', `/api/chat/conversations/${c.id}/`, { title: 'stolen' }],
        ['patch', 'PATCH', `/api/chat/conversations/${c.id}/`, { qpn_mode: 'rca' }],
        ['delete', 'DELETE', `/api/chat/conversations/${c.id}/`],
        ['messages', 'GET', `/api/chat/conversations/${c.id}/messages/`],
        ['post', 'POST', `/api/chat/conversations/${c.id}/messages/`, { content: 'hi' }],
        ['edit', 'PUT', `/api/chat/conversations/${c.id}/messages/${m}/`, { content: 'hi' }],
        ['delete message', 'DELETE', `/api/chat/conversations/${c.id}/messages/${m}/`],
        ['branch', 'POST', `/api/chat/conversations/${c.id}/branch/`, { message_id: m }],
        ['qpn', 'POST', '/api/qpn/process/', { query: 'hi', conversationId: c.id }],
      ];
      for (const token of [bobToken, malloryToken]) {
        for (const [name, method, url, payload] of attempts) {
          const res = await call(token, method, url, payload);
          expect(res.statusCode, name).toBe(404);
          expect(res.json(), name).toEqual({
            success: false,
            error: 'Conversation not found',
            code: 'conversation_not_found',
          });
        }
        const listed = (await call(token, 'GET', '/api/chat/conversations/')).json()
          .conversations as Conversation[];
        expect(listed.some((x) => x.id === c.id)).toBe(false);
        const found = (await call(token, 'GET', '/api/chat/search/?q=Alice%20private')).json();
        expect(found.results).toEqual([]);
        const byMessage = (await call(token, 'GET', '/api/chat/search/?q=built-in%20analyst')).json();
        expect(
          byMessage.results.some((r: { conversation: Conversation }) => r.conversation.id === c.id),
        ).toBe(false);
      }
      const after = await page(aliceToken, c.id);
      // Alice's first reply fixed the mode to Simple; the intruders' attempt to set RCA changed nothing.
      expect(after.conversation).toMatchObject({
        title: 'Alice private',
        qpn_mode: 'simple',
        message_count: 2,
      });
      expect(after.messages.map((x) => x.content)[0]).toBe('hello');
    });

    it('answers 404 for ids that are not conversations and 401 without a token', async () => {
      for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
        const res = await call(aliceToken, 'GET', `/api/chat/conversations/${id}/`);
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe('Conversation not found');
      }
      for (const url of ['/api/chat/conversations/', '/api/chat/search/?q=x', '/api/models/']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(401);
      }
    });
  });
});
