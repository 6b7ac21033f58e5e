import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { type Conversation } from '@ai-analyst/contract';
import { messages } from '../src/chat/tables';
import { chatApiFixture, type ChatApiFixture } from './chat-api-fixture';
import { drivers, type TestApp, type TestUser } from './support';

/**
 * The conversations of the chat REST API: create, title, list, read, update and delete, on both
 * database drivers, with the built-in analyst answering (no token delay).
 */
describe.each(drivers)('chat REST API: conversations on %s', (driver) => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let mallory: TestUser;
  let aliceToken: string;
  let bobToken: string;
  let malloryToken: string;
  let call: ChatApiFixture['call'];
  let create: ChatApiFixture['create'];
  let send: ChatApiFixture['send'];

  beforeAll(async () => {
    ({ t, alice, bob, mallory, aliceToken, bobToken, malloryToken, call, create, send } =
      await chatApiFixture(driver));
  });
  afterAll(() => t.close());

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
});
