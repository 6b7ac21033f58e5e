import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp, type TestUser } from '../../test/support';

describe.each(drivers)('admin API on %s', (driver) => {
  let t: TestApp;
  let adminA: TestUser;
  let userA: TestUser;
  let adminB: TestUser;
  let orgA: string;
  let tokens: { adminA: string; userA: string; adminB: string };

  beforeAll(async () => {
    t = await createTestApp(driver, { ORG_CODE: 'ACME' });
    const a = await t.seedOrganization('ACME');
    orgA = a.orgId;
    adminA = a.admin;
    userA = await t.addUser(orgA, 'ACME', 'user_a');
    adminB = (await t.seedOrganization('BETA')).admin;
    tokens = {
      adminA: (await t.login(adminA)).access,
      userA: (await t.login(userA)).access,
      adminB: (await t.login(adminB)).access,
    };
  });
  afterAll(() => t.close());

  const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('guards every admin endpoint: 401 anonymous, 403 for a user, 404 for another organization’s ids', async () => {
    const target = userA.id;
    const endpoints: ['GET' | 'POST' | 'PUT', string, object?][] = [
      ['GET', '/api/admin/users/'],
      ['POST', '/api/admin/users/', { username: 'x1', role: 'user' }],
      ['GET', `/api/admin/users/${target}/`],
      ['PUT', `/api/admin/users/${target}/`, { first_name: 'X' }],
      ['POST', `/api/admin/users/${target}/disable/`],
      ['POST', `/api/admin/users/${target}/enable/`],
      ['POST', `/api/admin/users/${target}/reset-password/`],
      ['GET', '/api/admin/users/export/'],
      ['GET', '/api/admin/audit-logs/'],
      ['GET', '/api/admin/audit-logs/export/'],
      ['GET', '/api/admin/contact-requests/'],
      ['GET', '/api/admin/settings/'],
      ['PUT', '/api/admin/settings/', { rca_max_iterations: 12 }],
      ['GET', '/api/admin/organization/'],
      ['PUT', '/api/admin/organization/', { name: 'Renamed' }],
      ['GET', '/api/admin/analytics/'],
    ];
    for (const [method, url, payload] of endpoints) {
      expect((await call(undefined, method, url, payload)).statusCode, `${method} ${url} anonymous`).toBe(
        401,
      );
      expect((await call(tokens.userA, method, url, payload)).statusCode, `${method} ${url} as user`).toBe(
        403,
      );
      if (url.includes(target)) {
        const res = await call(tokens.adminB, method, url, payload);
        expect(res.statusCode, `${method} ${url} as admin of B`).toBe(404);
        expect(res.json().error).toBe('User not found');
      }
    }
    // Nothing of B's admin calls above changed A's user.
    const stillA = (await call(tokens.adminA, 'GET', `/api/admin/users/${target}/`)).json().user;
    expect(stillA).toMatchObject({ first_name: 'user_a', status: 'active' });
    // Admin B's list never shows A's users.
    const listB = (await call(tokens.adminB, 'GET', '/api/admin/users/')).json();
    expect(listB.users.map((u: { username: string }) => u.username)).toEqual(['admin_beta']);
  });

  it('leaves no admin route out of the guard: every registered /api/admin/ route refuses anonymous callers and users', async () => {
    const adminRoutes = t.app.services.routes.filter((r) => r.url.startsWith('/api/admin/'));
    const listed = new Set(adminRoutes.map((r) => `${r.method} ${r.url}`));
    // The endpoints the issue names are all registered.
    for (const route of [
      'GET /api/admin/users/',
      'POST /api/admin/users/',
      'PUT /api/admin/users/:id/',
      'POST /api/admin/users/:id/disable/',
      'POST /api/admin/users/:id/enable/',
      'GET /api/admin/audit-logs/',
      'GET /api/admin/contact-requests/',
      'GET /api/admin/settings/',
      'PUT /api/admin/settings/',
      'GET /api/admin/analytics/',
    ])
      expect(listed, route).toContain(route);
    for (const route of adminRoutes) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const url = route.url.replace(/:[A-Za-z_]+/g, userA.id);
      const inject = (token?: string) =>
        t.app.inject({
          method,
          url,
          payload: {},
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
      expect((await inject()).statusCode, `${method} ${url} anonymous`).toBe(401);
      expect((await inject(tokens.userA)).statusCode, `${method} ${url} as user`).toBe(403);
    }
  });

  it('creates a user with a one-time temporary password who can then sign in; duplicates are 409', async () => {
    const res = await call(tokens.adminA, 'POST', '/api/admin/users/', {
      username: 'newbie',
      role: 'user',
      first_name: 'New',
      last_name: 'Bie',
      email: 'new@example.com',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      username: 'newbie',
      role: 'user',
      status: 'active',
      first_name: 'New',
      last_login: null,
    });
    expect(body.temporary_password).toEqual(expect.any(String));
    await t.login({
      id: body.user.id,
      username: 'newbie',
      password: body.temporary_password,
      organizationId: orgA,
      orgCode: 'ACME',
    });
    const dup = await call(tokens.adminA, 'POST', '/api/admin/users/', {
      username: 'NEWBIE',
      password: 'long-enough-1',
    });
    expect(dup.statusCode).toBe(409);
    const bad = await call(tokens.adminA, 'POST', '/api/admin/users/', {
      username: 'a b',
      password: 'short',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lists, searches and pages users', async () => {
    const res = (await call(tokens.adminA, 'GET', '/api/admin/users/?search=NEWB&page_size=1')).json();
    expect(res.users).toHaveLength(1);
    expect(res.users[0].username).toBe('newbie');
    expect(res.pagination).toMatchObject({ page: 1, page_size: 1, total_count: 1, has_next: false });
    const all = (await call(tokens.adminA, 'GET', '/api/admin/users/?page_size=2')).json();
    expect(all.pagination.total_count).toBe(3);
    expect(all.pagination.has_next).toBe(true);
    expect((await call(tokens.adminA, 'GET', '/api/admin/users/?page=0')).statusCode).toBe(400);
  });

  it('disabling a user ends their sessions at once; enabling lets them back in; an admin cannot disable themself', async () => {
    const victim = await t.addUser(orgA, 'ACME', 'victim');
    const session = await t.login(victim);
    const disabled = await call(tokens.adminA, 'POST', `/api/admin/users/${victim.id}/disable/`);
    expect(disabled.json().user.status).toBe('disabled');
    expect((await call(session.access, 'GET', '/api/auth/validate/')).statusCode).toBe(401);
    await expect(t.login(victim)).rejects.toThrow(/401/);
    await call(tokens.adminA, 'POST', `/api/admin/users/${victim.id}/enable/`);
    await t.login(victim);
    expect((await call(tokens.adminA, 'POST', `/api/admin/users/${adminA.id}/disable/`)).statusCode).toBe(
      409,
    );
  });

  it('resets a password: old sessions end and the new password works', async () => {
    const target = await t.addUser(orgA, 'ACME', 'forgetful');
    const old = await t.login(target);
    const res = (await call(tokens.adminA, 'POST', `/api/admin/users/${target.id}/reset-password/`)).json();
    expect(res.temporary_password).toEqual(expect.any(String));
    expect((await call(old.access, 'GET', '/api/auth/validate/')).statusCode).toBe(401);
    await t.login({ ...target, password: res.temporary_password });
  });

  it('exports users as CSV without formula injection', async () => {
    await call(tokens.adminA, 'POST', '/api/admin/users/', {
      username: 'csvuser',
      password: 'long-enough-1',
      first_name: '=HYPERLINK("x")',
    });
    const res = await call(tokens.adminA, 'GET', '/api/admin/users/export/');
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('users-acme.csv');
    expect(res.body.split('\r\n')[0]).toBe(
      'username,first_name,last_name,email,role,status,last_login,created_at',
    );
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('keeps settings per organization with validation', async () => {
    const put = await call(tokens.adminA, 'PUT', '/api/admin/settings/', {
      default_model: 'gpt-4',
      rca_max_iterations: 12,
    });
    expect(put.json().settings).toMatchObject({
      default_model: 'gpt-4',
      rca_max_iterations: 12,
      rca_default_priority: 'medium',
    });
    expect((await call(tokens.adminA, 'GET', '/api/admin/settings/')).json().settings.default_model).toBe(
      'gpt-4',
    );
    expect((await call(tokens.adminB, 'GET', '/api/admin/settings/')).json().settings.default_model).toBe(
      'analyst',
    );
    expect(
      (await call(tokens.adminA, 'PUT', '/api/admin/settings/', { rca_max_iterations: 0 })).statusCode,
    ).toBe(400);
    expect((await call(tokens.adminA, 'PUT', '/api/admin/settings/', { secret: 1 })).statusCode).toBe(400);
  });

  it('saving one setting leaves the others as they were', async () => {
    const put = (body: object) => call(tokens.adminA, 'PUT', '/api/admin/settings/', body);
    expect((await put({ user_quota_mb: 5, rca_default_priority: 'high' })).statusCode).toBe(200);
    const after = (await put({ rca_max_iterations: 11 })).json().settings;
    expect(after).toMatchObject({
      default_model: 'gpt-4',
      user_quota_mb: 5,
      rca_default_priority: 'high',
      rca_max_iterations: 11,
    });
    const logged = (
      await call(tokens.adminA, 'GET', '/api/admin/audit-logs/?action=settings.update&page_size=1')
    ).json().logs[0];
    expect(logged.details.changes).toEqual({ rca_max_iterations: { from: 12, to: 11 } });
    expect((await put({ user_quota_mb: null, rca_default_priority: 'medium' })).statusCode).toBe(200);
  });

  it('refuses settings that name unknown things or contradict each other, and keeps the saved ones', async () => {
    const put = (body: object) => call(tokens.adminA, 'PUT', '/api/admin/settings/', body);
    const refusals: [object, string][] = [
      [{ default_model: 'gpt-7' }, 'Unknown model "gpt-7"'],
      [
        { enabled_providers: ['analyst', 'anthropic'] },
        'The default model GPT-4 needs the provider OpenAI, which is not enabled',
      ],
      [{ enabled_providers: [] }, 'Enable at least one provider'],
      [{ rca_default_client_id: 'nobody' }, "Unknown client configuration 'nobody'"],
    ];
    for (const [body, error] of refusals) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error, code: 'invalid_settings' });
    }
    expect((await call(tokens.adminA, 'GET', '/api/admin/settings/')).json().settings).toMatchObject({
      default_model: 'gpt-4',
      enabled_providers: ['analyst', 'openai', 'anthropic', 'openai_compatible'],
      rca_default_client_id: 'demo',
    });
    // Switching the model and its providers together is consistent.
    const both = await put({
      default_model: 'analyst',
      enabled_providers: ['analyst'],
      rca_default_client_id: 'web_traffic',
    });
    expect(both.statusCode).toBe(200);
    expect(both.json().settings).toMatchObject({
      default_model: 'analyst',
      enabled_providers: ['analyst'],
      rca_default_client_id: 'web_traffic',
    });
    const changes = (
      await call(tokens.adminA, 'GET', '/api/admin/audit-logs/?action=settings.update&page_size=1')
    ).json().logs[0].details.changes;
    expect(changes).toEqual({
      default_model: { from: 'gpt-4', to: 'analyst' },
      enabled_providers: { from: ['analyst', 'openai', 'anthropic', 'openai_compatible'], to: ['analyst'] },
      rca_default_client_id: { from: 'demo', to: 'web_traffic' },
    });
  });

  it('shows and edits the organization with its members and plan limits', async () => {
    const org = (await call(tokens.adminA, 'GET', '/api/admin/organization/')).json().organization;
    expect(org).toMatchObject({ code: 'ACME', plan: 'starter', data_sources: { limit: 10 } });
    expect(org.members).toBeGreaterThanOrEqual(4);
    const put = await call(tokens.adminA, 'PUT', '/api/admin/organization/', {
      name: 'Acme Corp',
      plan: 'professional',
    });
    expect(put.json().organization).toMatchObject({ name: 'Acme Corp', plan: 'professional' });
    expect(
      (await call(tokens.adminA, 'GET', '/api/admin/organization/')).json().organization.data_sources.limit,
    ).toBe(50);
  });

  it('lists contact requests to the operator organization’s admins only', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: {
        firstName: 'C',
        lastName: 'D',
        email: 'c@d.io',
        company: 'Co',
        role: 'it',
        interest: 'demo',
        message: 'Hi',
      },
    });
    const res = (await call(tokens.adminA, 'GET', '/api/admin/contact-requests/')).json();
    expect(res.contact_requests[0]).toMatchObject({ email: 'c@d.io', interest: 'demo', status: 'new' });
    expect((await call(tokens.adminB, 'GET', '/api/admin/contact-requests/')).statusCode).toBe(403);
  });

  it('records sign-ins, failures and admin actions in an append-only log with filters and CSV export', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'user_a', password: 'wrong', organization_code: 'ACME' },
    });
    const logs = (await call(tokens.adminA, 'GET', '/api/admin/audit-logs/?page_size=200')).json();
    const actions = logs.logs.map((l: { action: string }) => l.action);
    for (const action of [
      'auth.login',
      'auth.login_failed',
      'user.create',
      'user.disable',
      'user.enable',
      'user.password_reset',
      'settings.update',
      'organization.update',
      'export.users',
    ]) {
      expect(actions).toContain(action);
    }
    expect(
      logs.logs.every((l: { action: string; actor_username: string }) => !l.actor_username.includes('beta')),
    ).toBe(true);
    const failed = (
      await call(tokens.adminA, 'GET', '/api/admin/audit-logs/?action=auth.login_failed')
    ).json();
    expect(failed.logs[0]).toMatchObject({
      action: 'auth.login_failed',
      actor_username: 'user_a',
      details: { reason: 'wrong_password' },
    });
    const byActor = (
      await call(tokens.adminA, 'GET', '/api/admin/audit-logs/?action=user.*&actor=admin_acme')
    ).json();
    expect(byActor.logs.length).toBeGreaterThan(0);
    expect(byActor.logs.every((l: { action: string }) => l.action.startsWith('user.'))).toBe(true);
    const csv = await call(tokens.adminA, 'GET', '/api/admin/audit-logs/export/?action=auth.login');
    expect(csv.body.split('\r\n')[0]).toBe('time,action,actor,target_type,target_id,ip,request_id,details');
    expect((await call(tokens.adminA, 'GET', '/api/admin/audit-logs/?from=yesterday')).statusCode).toBe(400);
    const bLogs = (await call(tokens.adminB, 'GET', '/api/admin/audit-logs/?page_size=200')).json();
    expect(bLogs.logs.every((l: { actor_username: string }) => !l.actor_username.includes('acme'))).toBe(
      true,
    );
  });
});
