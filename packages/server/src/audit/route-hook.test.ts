import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { createTestApp, type TestApp, type TestUser } from '../../test/support';
import { findAccount } from '../auth/accounts';
import { findOrganization } from '../organizations/commands';
import { badRequest, registerErrorHandling } from '../platform/errors';
import { audited, noteAudit, registerAuditNotes } from './route-hook';
import { auditLogs } from './tables';

/**
 * The audit route hook: what a handler notes is recorded, with the caller as the actor and the
 * request's id, once the route answered with success; a route that fails, before or after
 * noting, records nothing.
 */
describe('the audit route hook', () => {
  let t: TestApp;
  let admin: TestUser;
  let bob: TestUser;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp('pglite');
    ({ admin } = await t.seedOrganization('HOOK'));
    bob = await t.addUser(admin.organizationId, 'HOOK', 'bob');
    token = (await t.login(admin)).access;
  });
  afterAll(() => t?.close());

  const entries = (action: string) =>
    t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.organizationId, admin.organizationId), eq(auditLogs.action, action)));

  it('records a successful change with its actor and request id', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${bob.id}/disable/`,
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'hook-test-1' },
    });
    expect(res.statusCode).toBe(200);
    const [entry, ...more] = await entries('user.disable');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      actorUsername: admin.username,
      targetType: 'user',
      targetId: bob.id,
      details: { username: 'bob' },
      requestId: 'hook-test-1',
    });
  });

  it('records nothing when the route fails', async () => {
    // The admin's own account cannot be disabled: the policy refuses before anything is noted.
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${admin.id}/disable/`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.statusCode).toBe(409);
    expect(await entries('user.disable')).toHaveLength(1);

    // A handler that noted what it did, then failed: the hook sees the error status.
    const user = await findAccount(t.database.db, admin.organizationId, admin.id);
    const organization = await findOrganization(t.database.db, admin.organizationId);
    const app = Fastify();
    registerErrorHandling(app);
    registerAuditNotes(app);
    app.decorateRequest('auth', null);
    app.addHook('onRequest', async (request) => {
      request.auth = { user: user!, organization: organization!, sessionId: 'session' };
    });
    const note = { action: 'user.update' as const, target: { type: 'user', id: bob.id } };
    app.post('/noted-then-failed', audited(t.database.db), async (request) => {
      noteAudit(request, note);
      throw badRequest('Refused after noting');
    });
    app.post('/noted', audited(t.database.db), async (request) => {
      noteAudit(request, note);
      return { success: true };
    });
    expect((await app.inject({ method: 'POST', url: '/noted-then-failed' })).statusCode).toBe(400);
    expect(await entries('user.update')).toEqual([]);
    expect((await app.inject({ method: 'POST', url: '/noted' })).statusCode).toBe(200);
    expect(await entries('user.update')).toHaveLength(1);
    await app.close();
  });
});
