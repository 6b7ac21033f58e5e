import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messageListResponseSchema, messageSchema, sendMessageResponseSchema, type Message } from '@ai-analyst/contract';
import { conversations, messages } from '../src/chat/tables';
import { chatApiFixture, type ChatApiFixture } from './chat-api-fixture';
import { drivers, type TestApp, type TestUser } from './support';

/**
 * Messages of the chat REST API (sending, paging, the legacy one-shot endpoint) and the branching
 * edits, on both database drivers, with the built-in analyst answering (no token delay).
 */
describe.each(drivers)('chat REST API: messages on %s', (driver) => {
  let t: TestApp;
  let alice: TestUser;
  let aliceToken: string;
  let call: ChatApiFixture['call'];
  let create: ChatApiFixture['create'];
  let send: ChatApiFixture['send'];
  let page: ChatApiFixture['page'];

  beforeAll(async () => {
    ({ t, alice, aliceToken, call, create, send, page } =
      await chatApiFixture(driver));
  });
  afterAll(() => t.close());

  describe('messages', () => {
    it('posts a message and answers with the stored user message and the stored assistant reply', async () => {
      const c = await create(aliceToken, { qpn_mode: 'simple' });
      const res = await call(aliceToken, 'POST', `/api/chat/conversations/${c.id}/messages/`, {
        content: 'What can you do?',
      });
      expect(res.statusCode).toBe(201);
      const body = sendMessageResponseSchema.parse(res.json());
      expect(body.success).toBe(true);
      expect(body.user_message).toMatchObject({
        conversation: c.id,
        user: { id: alice.id },
        content: 'What can you do?',
        message_type: 'user',
        edited_at: null,
        qpn_mode: 'simple',
        processing_time: null,
        attachments: [],
        parent_id: null,
        metadata: { model: 'analyst' },
        branch: { index: 1, count: 1 },
      });
      const reply = body.assistant_message as Message;
      expect(reply).toMatchObject({
        conversation: c.id,
        user: null,
        message_type: 'assistant',
        parent_id: body.user_message.id,
        qpn_mode: 'simple',
        metadata: { provider: 'builtin', model: 'analyst', mode: 'simple' },
      });
      expect(reply.content).toContain("I'm the built-in analyst");
      expect(reply.processing_time).toEqual(expect.any(Number));
      expect(reply.processing_time).toBeGreaterThanOrEqual(0);

      const listed = await page(aliceToken, c.id);
      expect(listed.messages.map((m) => m.id)).toEqual([body.user_message.id, reply.id]);
      expect(listed.conversation).toMatchObject({ message_count: 2, active_leaf_id: reply.id });
    });

    it('has the built-in analyst answer usefully before any data exists', async () => {
      const c = await create(aliceToken, { qpn_mode: 'simple' });
      const reply = async (content: string) =>
        (await send(aliceToken, c.id, content)).assistant_message?.content ?? '';
      const help = await reply('What can you do?');
      expect(help).toContain('This conversation is in **Simple**');
      for (const mode of ['Tool Enhanced', 'RCA (Root Cause Analysis)', 'Time Series', 'EDA', 'Custom'])
        expect(help).toContain(`**${mode}**`);
      expect(await reply('How do I upload a CSV file?')).toContain('How to load data');
      const rca = await reply('What do I need for a root cause analysis?');
      expect(rca).toContain('What a root cause analysis needs');
      expect(rca).toContain('time column');
      const data = await reply('What was total revenue by region last month?');
      expect(data).toContain("I don't have any data to answer that yet");
      expect(data).toContain('How to load data');
    });

    it('rejects an empty message and an unknown or unconfigured model in plain words', async () => {
      const c = await create(aliceToken);
      let res = await call(aliceToken, 'POST', `/api/chat/conversations/${c.id}/messages/`, {
        content: '   ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('A message needs text or at least one attached file');
      res = await call(aliceToken, 'POST', `/api/chat/conversations/${c.id}/messages/`, {
        content: 'hi',
        model: 'gpt-99',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'unknown_model' });
      res = await call(aliceToken, 'POST', `/api/chat/conversations/${c.id}/messages/`, {
        content: 'hi',
        model: 'gpt-4',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'model_unavailable' });
      expect(res.json().error).toContain('OPENAI_API_KEY');
      expect((await page(aliceToken, c.id)).messages).toEqual([]);
    });

    it('pages the active branch: page 1 (default) is the newest 50, oldest first inside a page, at most 200', async () => {
      const c = await create(aliceToken, { title: 'Long chat' });
      // 130 messages written directly (a chain), so the test does not wait for 65 replies.
      const ids: string[] = [];
      let parentId: string | null = null;
      const start = Date.now() - 1_000_000;
      for (let i = 0; i < 130; i++) {
        const rows: { id: string }[] = await t.database.db
          .insert(messages)
          .values({
            conversationId: c.id,
            organizationId: alice.organizationId,
            userId: alice.id,
            parentId,
            messageType: i % 2 === 0 ? 'user' : 'assistant',
            content: `message ${i}`,
            createdAt: new Date(start + i * 1000),
          })
          .returning({ id: messages.id });
        parentId = rows[0]?.id ?? null;
        ids.push(parentId as string);
      }
      await t.database.db
        .update(conversations)
        .set({ activeLeafId: parentId, messageCount: 130 })
        .where(eq(conversations.id, c.id));

      const first = await page(aliceToken, c.id);
      expect(first.pagination).toEqual({
        page: 1,
        page_size: 50,
        total_count: 130,
        total_pages: 3,
        has_next: true,
        has_previous: false,
      });
      expect(first.messages.map((m) => m.content)).toEqual(
        Array.from({ length: 50 }, (_, i) => `message ${80 + i}`),
      );
      const third = await page(aliceToken, c.id, '?page=3');
      expect(third.messages.map((m) => m.content)).toEqual(
        Array.from({ length: 30 }, (_, i) => `message ${i}`),
      );
      expect(third.pagination).toMatchObject({ page: 3, has_next: false, has_previous: true });
      const beyond = await page(aliceToken, c.id, '?page=4');
      expect(beyond.messages).toEqual([]);

      const all = await page(aliceToken, c.id, '?page_size=200');
      expect(all.messages.map((m) => m.id)).toEqual(ids);
      expect(all.pagination).toMatchObject({ page_size: 200, total_pages: 1 });
      for (const m of all.messages) messageSchema.parse(m);

      for (const bad of ['?page_size=201', '?page_size=0', '?page=0', '?page=abc']) {
        const res = await call(aliceToken, 'GET', `/api/chat/conversations/${c.id}/messages/${bad}`);
        expect(res.statusCode, bad).toBe(400);
        expect(res.json().success).toBe(false);
      }
    });

    it('answers the legacy POST /api/qpn/process/ in a new conversation named after the query', async () => {
      const res = await call(aliceToken, 'POST', '/api/qpn/process/', {
        query: 'hello there',
        mode: 'SimpleTextQCN',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, mode: 'simple', user_message: { content: 'hello there' } });
      expect(body.response).toContain('Hello!');
      expect(body.assistant_message.content).toBe(body.response);
      const c = (await call(aliceToken, 'GET', `/api/chat/conversations/${body.conversation_id}/`)).json()
        .conversation;
      expect(c).toMatchObject({ title: 'hello there', qpn_mode: 'simple', message_count: 2 });
    });
  });


  describe('branching edits', () => {
    it('saves an edit as a sibling branch with a new reply, switches branches and deletes a message from its branch', async () => {
      const c = await create(aliceToken);
      const one = await send(aliceToken, c.id, 'hello');
      const two = await send(aliceToken, c.id, 'What modes are available?');
      expect(two.user_message.parent_id).toBe(one.assistant_message?.id);

      // Edit the second question: a sibling under the same parent, with its own reply.
      let res = await call(
        aliceToken,
        'PUT',
        `/api/chat/conversations/${c.id}/messages/${two.user_message.id}/`,
        {
          content: 'How do I load data?',
        },
      );
      expect(res.statusCode).toBe(201);
      const edited = sendMessageResponseSchema.parse(res.json());
      expect(edited.user_message).toMatchObject({
        content: 'How do I load data?',
        parent_id: one.assistant_message?.id,
        edited_at: expect.any(String),
        metadata: { edited_from: two.user_message.id },
        branch: { index: 2, count: 2, sibling_ids: [two.user_message.id, edited.user_message.id] },
      });
      expect(edited.assistant_message?.content).toContain('How to load data');
      expect(edited.assistant_message?.parent_id).toBe(edited.user_message.id);

      let shown = await page(aliceToken, c.id);
      expect(shown.messages.map((m) => m.id)).toEqual([
        one.user_message.id,
        one.assistant_message?.id,
        edited.user_message.id,
        edited.assistant_message?.id,
      ]);
      expect(shown.messages[2]?.branch).toMatchObject({ index: 2, count: 2 });
      expect(shown.pagination.total_count).toBe(4);

      // Back to the first branch ('‹ 1/2').
      res = await call(aliceToken, 'POST', `/api/chat/conversations/${c.id}/branch/`, {
        message_id: two.user_message.id,
      });
      expect(res.statusCode).toBe(200);
      shown = messageListResponseSchema.parse(res.json());
      expect(shown.messages.map((m) => m.id)).toEqual([
        one.user_message.id,
        one.assistant_message?.id,
        two.user_message.id,
        two.assistant_message?.id,
      ]);
      expect(shown.conversation.active_leaf_id).toBe(two.assistant_message?.id);
      expect(shown.messages[2]?.branch).toMatchObject({ index: 1, count: 2 });

      // A message sent now continues the branch shown.
      const three = await send(aliceToken, c.id, 'thanks');
      expect(three.user_message.parent_id).toBe(two.assistant_message?.id);

      // Deleting the shown question removes it and what follows; the view moves to its sibling.
      res = await call(
        aliceToken,
        'DELETE',
        `/api/chat/conversations/${c.id}/messages/${two.user_message.id}/`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        conversation: { active_leaf_id: edited.assistant_message?.id },
      });
      shown = await page(aliceToken, c.id);
      expect(shown.messages.map((m) => m.id)).toEqual([
        one.user_message.id,
        one.assistant_message?.id,
        edited.user_message.id,
        edited.assistant_message?.id,
      ]);
      expect(shown.messages[2]?.branch).toMatchObject({ index: 1, count: 1 });
      expect(shown.conversation.message_count).toBe(4);
      const gone = await t.database.db.select().from(messages).where(eq(messages.id, three.user_message.id));
      expect(gone).toEqual([]);

      // Deleting the only reply shows the question before it.
      res = await call(
        aliceToken,
        'DELETE',
        `/api/chat/conversations/${c.id}/messages/${edited.assistant_message?.id}/`,
      );
      expect(res.json().conversation.active_leaf_id).toBe(edited.user_message.id);
    });

    it('rejects editing an assistant message, a blank edit and unknown messages', async () => {
      const c = await create(aliceToken);
      const sent = await send(aliceToken, c.id, 'hello');
      let res = await call(
        aliceToken,
        'PUT',
        `/api/chat/conversations/${c.id}/messages/${sent.assistant_message?.id}/`,
        {
          content: 'rewritten',
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'not_editable' });
      res = await call(
        aliceToken,
        'PUT',
        `/api/chat/conversations/${c.id}/messages/${sent.user_message.id}/`,
        {
          content: '  \n ',
        },
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('The edited message cannot be blank');
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const [method, url, payload] of [
        ['PUT', `/api/chat/conversations/${c.id}/messages/${unknown}/`, { content: 'x' }],
        ['DELETE', `/api/chat/conversations/${c.id}/messages/${unknown}/`, undefined],
        ['POST', `/api/chat/conversations/${c.id}/branch/`, { message_id: unknown }],
        ['DELETE', `/api/chat/conversations/${c.id}/messages/not-a-uuid/`, undefined],
      ] as const) {
        res = await call(aliceToken, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({
          success: false,
          error: 'Message not found',
          code: 'message_not_found',
        });
      }
      // A message of another conversation is not found in this one.
      const other = await create(aliceToken);
      res = await call(
        aliceToken,
        'DELETE',
        `/api/chat/conversations/${other.id}/messages/${sent.user_message.id}/`,
      );
      expect(res.statusCode).toBe(404);
    });
  });
});
