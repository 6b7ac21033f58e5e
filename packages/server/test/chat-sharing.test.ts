import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedConversationResponseSchema, shareStatusResponseSchema } from '@ai-analyst/contract/sharing';
import { messageListResponseSchema } from '@ai-analyst/contract';
import { createTestApp, drivers, type TestApp } from './support';

/**
 * Read-only sharing with the owner's organization: only the owner shares and revokes; members
 * of the organization read and copy; nobody else learns the conversation exists.
 */
describe.each(drivers)('conversation sharing on %s', (driver) => {
  let t: TestApp;
  let owner: string;
  let colleague: string;
  let outsiderAdmin: string;
  let conversationId: string;
  let acmeId: string;

  beforeAll(async () => {
    t = await createTestApp(driver, { ANALYST_TOKEN_DELAY_MS: '0', CHAT_MESSAGES_PER_MINUTE: '1000' });
    const acme = await t.seedOrganization('SHRA');
    const other = await t.seedOrganization('SHRB');
    acmeId = acme.orgId;
    owner = (await t.login(await t.addUser(acme.orgId, 'SHRA', 'owner'))).access;
    colleague = (await t.login(await t.addUser(acme.orgId, 'SHRA', 'colleague'))).access;
    outsiderAdmin = (await t.login(other.admin)).access;
    const created = await call(owner, 'POST', '/api/chat/conversations/', { title: 'Q1 revenue', qpn_mode: 'simple' });
    conversationId = created.json().conversation.id;
    // Posting over HTTP waits for the reply, so the conversation has both messages.
    const sent = await call(owner, 'POST', `/api/chat/conversations/${conversationId}/messages/`, {
      content: 'What can you do?',
    });
    expect(sent.statusCode).toBeLessThan(300);
  });
  afterAll(() => t.close());

  function call(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) {
    return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  }
  const shareUrl = () => `/api/chat/conversations/${conversationId}/share/`;

  it('is private by default; only the owner can see or change its link', async () => {
    const status = await call(owner, 'GET', shareUrl());
    expect(shareStatusResponseSchema.parse(status.json()).share).toBeNull();
    for (const token of [colleague, outsiderAdmin]) {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const res = await call(token, method, shareUrl());
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe('Conversation not found');
      }
    }
  });

  it('shares with the organization: a colleague reads the branch, an outsider gets the same 404 as a bad link', async () => {
    const created = await call(owner, 'POST', shareUrl());
    expect(created.statusCode).toBe(201);
    const share = shareStatusResponseSchema.parse(created.json()).share!;
    expect(share.path).toBe(`/shared/${share.id}`);
    // Sharing again keeps the link.
    const again = await call(owner, 'POST', shareUrl());
    expect(again.statusCode).toBe(200);
    expect(again.json().share.id).toBe(share.id);

    const read = await call(colleague, 'GET', `/api/chat/shared/${share.id}/`);
    expect(read.statusCode).toBe(200);
    const view = sharedConversationResponseSchema.parse(read.json());
    expect(view.shared).toMatchObject({ title: 'Q1 revenue', is_owner: false, conversation_id: null, owner: { username: 'owner' } });
    expect(view.messages.map((m) => m.message_type)).toEqual(['user', 'assistant']);

    const outsider = await call(outsiderAdmin, 'GET', `/api/chat/shared/${share.id}/`);
    const unknown = await call(colleague, 'GET', '/api/chat/shared/00000000-0000-4000-8000-000000000000/');
    const garbage = await call(colleague, 'GET', '/api/chat/shared/not-a-uuid/');
    for (const res of [outsider, unknown, garbage]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('share_not_found');
    }
    // The same answer as an unknown link: nothing tells an outsider the conversation exists.
    expect(outsider.json().error).toBe(unknown.json().error);
    const outsiderCopy = await call(outsiderAdmin, 'POST', `/api/chat/shared/${share.id}/copy/`);
    expect(outsiderCopy.statusCode).toBe(404);

    // A colleague can neither write to the shared conversation nor open it as their own.
    expect((await call(colleague, 'GET', `/api/chat/conversations/${conversationId}/messages/`)).statusCode).toBe(404);
    expect(
      (await call(colleague, 'POST', `/api/chat/conversations/${conversationId}/messages/`, { content: 'hi' })).statusCode,
    ).toBe(404);
    expect((await call(colleague, 'DELETE', `/api/chat/conversations/${conversationId}/`)).statusCode).toBe(404);

    const mine = sharedConversationResponseSchema.parse((await call(owner, 'GET', `/api/chat/shared/${share.id}/`)).json());
    expect(mine.shared).toMatchObject({ is_owner: true, conversation_id: conversationId });
  });

  it('lets a colleague continue in a copy of their own, leaving the original untouched', async () => {
    const share = (await call(owner, 'POST', shareUrl())).json().share;
    const copied = await call(colleague, 'POST', `/api/chat/shared/${share.id}/copy/`);
    expect(copied.statusCode).toBe(201);
    const copy = copied.json().conversation;
    expect(copy.title).toBe('Copy of Q1 revenue');
    expect(copy.id).not.toBe(conversationId);
    const copiedMessages = messageListResponseSchema.parse(
      (await call(colleague, 'GET', `/api/chat/conversations/${copy.id}/messages/`)).json(),
    ).messages;
    expect(copiedMessages.map((m) => m.message_type)).toEqual(['user', 'assistant']);
    expect(copiedMessages[0]?.content).toBe('What can you do?');
    // The copy is the colleague's: the owner cannot read it.
    expect((await call(owner, 'GET', `/api/chat/conversations/${copy.id}/messages/`)).statusCode).toBe(404);
    const original = messageListResponseSchema.parse(
      (await call(owner, 'GET', `/api/chat/conversations/${conversationId}/messages/`)).json(),
    ).messages;
    expect(original).toHaveLength(2);
  });

  it('revokes: the link stops working; sharing again makes a new link', async () => {
    const before = (await call(owner, 'POST', shareUrl())).json().share;
    expect((await call(colleague, 'DELETE', shareUrl())).statusCode).toBe(404);
    const revoked = await call(owner, 'DELETE', shareUrl());
    expect(revoked.statusCode).toBe(200);
    expect((await call(colleague, 'GET', `/api/chat/shared/${before.id}/`)).statusCode).toBe(404);
    expect((await call(colleague, 'POST', `/api/chat/shared/${before.id}/copy/`)).statusCode).toBe(404);
    const after = (await call(owner, 'POST', shareUrl())).json().share;
    expect(after.id).not.toBe(before.id);
    expect((await call(colleague, 'GET', `/api/chat/shared/${after.id}/`)).statusCode).toBe(200);
    expect((await call(colleague, 'GET', `/api/chat/shared/${before.id}/`)).statusCode).toBe(404);
  });

  it('records sharing and revoking in the audit log', async () => {
    const seededAdmin = await t.login(await t.addUser(acmeId, 'SHRA', 'auditor', 'admin'));
    const logs = (await call(seededAdmin.access, 'GET', '/api/admin/audit-logs/?action=conversation.*')).json().logs as { action: string; target_id: string }[];
    expect(logs.map((l) => l.action)).toEqual(expect.arrayContaining(['conversation.share', 'conversation.unshare']));
    expect(logs.every((l) => l.target_id === conversationId)).toBe(true);
  });

  it('ends with the conversation: a deleted conversation takes its link with it', async () => {
    const created = await call(owner, 'POST', '/api/chat/conversations/', { title: 'Short-lived' });
    const id = created.json().conversation.id;
    const share = (await call(owner, 'POST', `/api/chat/conversations/${id}/share/`)).json().share;
    expect((await call(colleague, 'GET', `/api/chat/shared/${share.id}/`)).statusCode).toBe(200);
    expect((await call(owner, 'DELETE', `/api/chat/conversations/${id}/`)).statusCode).toBe(200);
    expect((await call(colleague, 'GET', `/api/chat/shared/${share.id}/`)).statusCode).toBe(404);
  });
});
