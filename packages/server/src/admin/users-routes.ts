import type { FastifyInstance } from 'fastify';
import {
  adminCreateUserSchema,
  adminResetPasswordSchema,
  adminUpdateUserSchema,
  adminUserListQuerySchema,
} from '@ai-analyst/contract';
import { callerOf } from '../auth/authenticate';
import { authorized, ownOrganization } from '../auth/route-policy';
import { organizationPolicy } from '../organizations/policy';
import { audited, noteAudit } from '../audit/route-hook';
import type { Database } from '../platform/db/client';
import { toCsv } from '../platform/csv';
import { parseWith } from '../platform/validation';
import { userPolicy } from '../users/policy';
import { presentAdminUser } from './presenters';
import type { AdminUsersService } from './users-service';

type Params = { id: string };

/** /api/admin/users/* — the Users tab. Every route needs role admin (authenticateAdmin). */
export async function adminUsersRoutes(
  app: FastifyInstance,
  opts: { db: Database; users: AdminUsersService },
) {
  const { users, db } = opts;
  const guard = authorized(app, organizationPolicy, 'administer', ownOrganization);
  // Every change (and the export) is audited once it succeeded.
  const auditedGuard = { ...guard, ...audited(db) };

  app.get('/api/admin/users/', guard, async (request) => {
    const query = parseWith(adminUserListQuerySchema, request.query);
    return { success: true, ...(await users.list(callerOf(request), query)) };
  });

  app.get('/api/admin/users/export/', auditedGuard, async (request, reply) => {
    const admin = callerOf(request);
    const rows = await users.all(admin);
    noteAudit(request, {
      action: 'export.users',
      details: { count: rows.length },
    });
    const csv = toCsv(
      ['username', 'first_name', 'last_name', 'email', 'role', 'status', 'last_login', 'created_at'],
      rows.map((u) => [
        u.username,
        u.first_name,
        u.last_name,
        u.email,
        u.role,
        u.status,
        u.last_login,
        u.created_at,
      ]),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="users-${admin.organization.code.toLowerCase()}.csv"`,
      )
      .send(csv);
  });

  app.post('/api/admin/users/', auditedGuard, async (request, reply) => {
    const admin = callerOf(request);
    const input = parseWith(adminCreateUserSchema, request.body);
    const { user, temporaryPassword } = await users.create(admin, input);
    noteAudit(request, {
      action: 'user.create',
      target: { type: 'user', id: user.id },
      details: { username: user.username, role: user.role },
    });
    return reply
      .status(201)
      .send({ success: true, user, ...(temporaryPassword && { temporary_password: temporaryPassword }) });
  });

  app.get<{ Params: Params }>('/api/admin/users/:id/', guard, async (request) => {
    return { success: true, user: presentAdminUser(await users.get(callerOf(request), request.params.id)) };
  });

  app.put<{ Params: Params }>('/api/admin/users/:id/', auditedGuard, async (request) => {
    const admin = callerOf(request);
    const input = parseWith(adminUpdateUserSchema, request.body);
    const current = await users.get(admin, request.params.id);
    userPolicy.authorize(admin, 'update', { user: current, role: input.role });
    const { before, after } = await users.update(admin, current, input);
    const changes = Object.fromEntries(
      (Object.keys(input) as (keyof typeof input)[])
        .filter((k) => before[k] !== after[k])
        .map((k) => [k, { from: before[k], to: after[k] }]),
    );
    noteAudit(request, {
      action: 'user.update',
      target: { type: 'user', id: after.id },
      details: { username: after.username, changes },
    });
    return { success: true, user: after };
  });

  for (const [suffix, active] of [
    ['disable', false],
    ['enable', true],
  ] as const) {
    app.post<{ Params: Params }>(`/api/admin/users/:id/${suffix}/`, auditedGuard, async (request) => {
      const admin = callerOf(request);
      const current = await users.get(admin, request.params.id);
      if (!active) userPolicy.authorize(admin, 'disable', current);
      const user = await users.setActive(admin, current, active);
      noteAudit(request, {
        action: active ? 'user.enable' : 'user.disable',
        target: { type: 'user', id: user.id },
        details: { username: user.username },
      });
      return { success: true, user };
    });
  }

  app.post<{ Params: Params }>('/api/admin/users/:id/reset-password/', auditedGuard, async (request) => {
    const admin = callerOf(request);
    const body = parseWith(adminResetPasswordSchema, request.body ?? undefined);
    const { user, temporaryPassword } = await users.resetPassword(admin, request.params.id, body?.password);
    noteAudit(request, {
      action: 'user.password_reset',
      target: { type: 'user', id: user.id },
      details: { username: user.username },
    });
    return { success: true, user, ...(temporaryPassword && { temporary_password: temporaryPassword }) };
  });
}
