import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  conversationSchema,
  messageListResponseSchema,
  messageSchema,
  sendMessageResponseSchema,
  type Conversation,
  type Message,
} from '@ai-analyst/contract';
import { conversations, messages } from '../src/chat/tables';
import { createTestApp, drivers, type TestApp, type TestUser } from './support';

/**
 * The chat REST API (conversations, messages, search) and the branching edits, on both
 * database drivers, with the built-in analyst answering (no token delay).
 */
describe.each(drivers)('chat REST API on %s', (driver) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let mallory: TestUser;
  let aliceToken: string;
  let bobToken: string;
  let malloryToken: string;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      ANALYST_TOKEN_DELAY_MS: '0',
      CHAT_MESSAGES_PER_MINUTE: '1000',
      JOB_POLL_MS: '100',
    });
    const acme = await t.seedOrganization('ACME');
    alice = await t.addUser(acme.orgId, 'ACME', 'alice');
    bob = await t.addUser(acme.orgId, 'ACME', 'bob');
    const other = await t.seedOrganization('OTHER');
    // Same username in another organization: still someone else.
    mallory = await t.addUser(other.orgId, 'OTHER', 'alice');
    aliceToken = (await t.login(alice)).access;
    bobToken = (await t.login(bob)).access;
    malloryToken = (await t.login(mallory)).access;
  });
  afterAll(() => t.close());

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

  describe('conversations', () => {
    it('creates a conversation with the contract fields and a default title of "New Conversation" plus date and time', async () => {
      const before = Date.now();
      const res = await call(aliceToken, 'POST', '/api/chat/conversations/', {});
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.success).toBe(true);
      const c = body.conversation;
      expect(Object.keys(c).sort()).toEqual(
        [
          'id',
          'title',
          'user',
          'qpn_mode',
          'created_at',
          'updated_at',
          'last_message_at',
          'message_count',
          'is_active',
          'organization_id',
          'metadata',
          'active_leaf_id',
        ].sort(),
      );
      expect(c).toMatchObject({
        user: { id: alice.id },
        qpn_mode: null,
        last_message_at: null,
        message_count: 0,
        is_active: true,
        organization_id: alice.organizationId,
        metadata: {},
        active_leaf_id: null,
      });
      const match = /^New Conversation (\d{4}-\d{2}-\d{2} \d{2}:\d{2})$/.exec(c.title);
      expect(match).not.toBeNull();
      const stamped = Date.parse(`${match?.[1]?.replace(' ', 'T')}:00Z`);
      expect(stamped).toBeGreaterThanOrEqual(Math.floor(before / 60_000) * 60_000);
      expect(stamped).toBeLessThanOrEqual(Date.now());
    });

    it('keeps a given title, mode and metadata, and maps the legacy mode names', async () => {
      const c = await create(aliceToken, {
        title: '  Q3 revenue  ',
        qpn_mode: 'rca',
        metadata: { topic: 'revenue' },
      });
      expect(c).toMatchObject({ title: 'Q3 revenue', qpn_mode: 'rca', metadata: { topic: 'revenue' } });
      expect((await create(aliceToken, { qpn_mode: 'SimpleOnceToolCallQCN' })).qpn_mode).toBe(
        'tool_enhanced',
      );
      expect((await create(aliceToken, { qpn_mode: 'simple_tool' })).qpn_mode).toBe('tool_enhanced');
      expect((await create(aliceToken, { qpn_mode: 'DummyQCN' })).qpn_mode).toBe('simple');
      const bad = await call(aliceToken, 'POST', '/api/chat/conversations/', { qpn_mode: 'turbo' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ success: false, code: expect.any(String) });
      expect(bad.json().error).toContain('Unknown mode "turbo"');
    });

    it('titles a conversation created from a first message, cutting over 50 characters to 47 plus "..."', async () => {
      const long = 'Why did revenue in the northern region drop so sharply last week?';
      expect((await create(aliceToken, { first_message: long })).title).toBe(`${long.slice(0, 47)}...`);
      const fifty = 'x'.repeat(50);
      expect((await create(aliceToken, { first_message: fifty })).title).toBe(fifty);
      expect((await create(aliceToken, { first_message: 'x'.repeat(51) })).title).toBe(
        `${'x'.repeat(47)}...`,
      );
    });

    it('names an untitled conversation after its first message, but never a titled one', async () => {
      const untitled = await create(aliceToken);
      const question = 'What can you do for me with the data I upload every single Monday?';
      await send(aliceToken, untitled.id, question);
      const renamed = (await call(aliceToken, 'GET', `/api/chat/conversations/${untitled.id}/`)).json()
        .conversation;
      expect(renamed.title).toBe(`${question.slice(0, 47)}...`);
      await send(aliceToken, untitled.id, 'hello');
      expect(
        (await call(aliceToken, 'GET', `/api/chat/conversations/${untitled.id}/`)).json().conversation.title,
      ).toBe(renamed.title);

      const titled = await create(aliceToken, { title: 'Keep me' });
      await send(aliceToken, titled.id, 'hello');
      expect(
        (await call(aliceToken, 'GET', `/api/chat/conversations/${titled.id}/`)).json().conversation.title,
      ).toBe('Keep me');
    });

    it('refuses to create a conversation in another organization', async () => {
      const res = await call(aliceToken, 'POST', '/api/chat/conversations/', {
        organization_id: mallory.organizationId,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'wrong_organization' });
      const own = await call(aliceToken, 'POST', '/api/chat/conversations/', {
        organization_id: alice.organizationId,
      });
      expect(own.statusCode).toBe(201);
    });

    it('lists only the caller’s own conversations, latest activity first', async () => {
      const first = await create(bobToken, { title: 'first' });
      const second = await create(bobToken, { title: 'second' });
      const third = await create(bobToken, { title: 'third' });
      await create(aliceToken, { title: 'not bob’s' });
      await create(malloryToken, { title: 'not bob’s either' });

      let res = await call(bobToken, 'GET', '/api/chat/conversations/');
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
      expect(res.json().conversations.map((c: Conversation) => c.title)).toEqual([
        'third',
        'second',
        'first',
      ]);

      // A message moves a conversation to the top; so does a rename.
      await send(bobToken, first.id, 'hello');
      res = await call(bobToken, 'GET', '/api/chat/conversations/');
      const listed = res.json().conversations as Conversation[];
      expect(listed.map((c) => c.title)).toEqual(['first', 'third', 'second']);
      expect(listed[0]).toMatchObject({ message_count: 2, last_message_at: expect.any(String) });
      for (const c of listed) expect(c.user.id).toBe(bob.id);

      await call(bobToken, 'PUT', `/api/chat/conversations/${second.id}/`, { title: 'second, renamed' });
      res = await call(bobToken, 'GET', '/api/chat/conversations/');
      expect(res.json().conversations.map((c: Conversation) => c.title)).toEqual([
        'second, renamed',
        'first',
        'third',
      ]);
      expect(third.id).toBeTruthy();
    });

    it('gets one conversation', async () => {
      const c = await create(aliceToken, { title: 'Read me' });
      const res = await call(aliceToken, 'GET', `/api/chat/conversations/${c.id}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, conversation: c });
    });

    it('updates title and metadata, and sets the mode only while it is unset (else 409)', async () => {
      const c = await create(aliceToken);
      let res = await call(aliceToken, 'PUT', `/api/chat/conversations/${c.id}/`, {
        title: 'Renamed',
        metadata: { pinned: true },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().conversation).toMatchObject({
        title: 'Renamed',
        metadata: { pinned: true },
        qpn_mode: null,
      });

      res = await call(aliceToken, 'PUT', `/api/chat/conversations/${c.id}/`, { qpn_mode: 'eda' });
      expect(res.statusCode).toBe(200);
      expect(res.json().conversation.qpn_mode).toBe('eda');
      // The same mode again is accepted; another one is a conflict in plain words.
      res = await call(aliceToken, 'PATCH', `/api/chat/conversations/${c.id}/`, { qpn_mode: 'eda' });
      expect(res.statusCode).toBe(200);
      res = await call(aliceToken, 'PUT', `/api/chat/conversations/${c.id}/`, { qpn_mode: 'rca' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'mode_already_set' });
      expect(res.json().error).toMatch(/already eda and can only be set once/);
      expect(
        (await call(aliceToken, 'GET', `/api/chat/conversations/${c.id}/`)).json().conversation.qpn_mode,
      ).toBe('eda');

      res = await call(aliceToken, 'PUT', `/api/chat/conversations/${c.id}/`, { title: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('Title cannot be empty');
      res = await call(aliceToken, 'PUT', `/api/chat/conversations/${c.id}/`, {
        organization_id: mallory.organizationId,
      });
      expect(res.statusCode).toBe(403);
      res = await call(aliceToken, 'PUT', `/api/chat/conversations/${c.id}/`, { owner: 'me' });
      expect(res.statusCode).toBe(400);
    });

    it('lets only one of two concurrent first mode settings win', async () => {
      const c = await create(aliceToken);
      const results = await Promise.all(
        (['rca', 'eda'] as const).map((mode) =>
          call(aliceToken, 'PUT', `/api/chat/conversations/${c.id}/`, { qpn_mode: mode }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)?.json().conversation.qpn_mode;
      expect(
        (await call(aliceToken, 'GET', `/api/chat/conversations/${c.id}/`)).json().conversation.qpn_mode,
      ).toBe(winner);
    });

    it('deletes a conversation with its messages', async () => {
      const c = await create(aliceToken);
      await send(aliceToken, c.id, 'hello');
      const res = await call(aliceToken, 'DELETE', `/api/chat/conversations/${c.id}/`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect((await call(aliceToken, 'GET', `/api/chat/conversations/${c.id}/`)).statusCode).toBe(404);
      const left = await t.database.db.select().from(messages).where(eq(messages.conversationId, c.id));
      expect(left).toEqual([]);
      expect((await call(aliceToken, 'DELETE', `/api/chat/conversations/${c.id}/`)).statusCode).toBe(404);
    });
  });

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
