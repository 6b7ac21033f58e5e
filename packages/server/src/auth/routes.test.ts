import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../platform/db/schema';
import { createTestApp, drivers, type TestApp, type TestUser } from '../../test/support';

describe.each(drivers)('auth API on %s', (driver) => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let orgId: string;

  beforeAll(async () => {
    t = await createTestApp(driver, { LOGIN_MAX_FAILURES_PER_USER: '3' });
    const seeded = await t.seedOrganization('ACME');
    admin = seeded.admin;
    orgId = seeded.orgId;
    alice = await t.addUser(orgId, 'ACME', 'alice');
    await t.seedOrganization('OTHER');
  });
  afterAll(() => t.close());

  const login = (body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: body as object, headers });

  it('signs in with trimmed username and case-insensitive organization code, returning the contract fields', async () => {
    const res = await login({
      username: `  ${alice.username} `,
      password: alice.password,
      organization_code: ' acme ',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.tokens).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
    });
    expect(body.user).toMatchObject({
      username: 'alice',
      role: 'user',
      firstName: 'alice',
      lastName: 'Tester',
      email: 'alice@example.com',
      organization: { code: 'ACME' },
    });
    expect(body.user.lastLogin).not.toBeNull();
    expect(JSON.stringify(body.user)).not.toContain('password');
  });

  it('answers the same 401 for an unknown user, a wrong password and a wrong organization code', async () => {
    const attempts = [
      { username: 'nobody', password: 'x', organization_code: 'ACME' },
      { username: admin.username, password: 'wrong-password', organization_code: 'ACME' },
      { username: admin.username, password: admin.password, organization_code: 'OTHER' },
      { username: admin.username, password: admin.password, organization_code: 'NOPE' },
    ];
    for (const attempt of attempts) {
      const res = await login(attempt, { 'x-forwarded-for': '10.0.0.1' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: 'Invalid credentials',
        code: 'invalid_credentials',
      });
    }
  });

  it('rate limits failed sign-ins per username with a clear 429', async () => {
    const victim = await t.addUser(orgId, 'ACME', 'ratelimited');
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await login({ username: victim.username, password: 'bad', organization_code: 'ACME' })).statusCode,
      ).toBe(401);
    }
    const res = await login({
      username: victim.username,
      password: victim.password,
      organization_code: 'ACME',
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(
      /Too many sign-in attempts\. Please try again in \d+ (minutes?|seconds?)\./,
    );
  });

  it('rejects missing, empty and mistyped fields with a 400 in plain words', async () => {
    const cases: [unknown, RegExp][] = [
      [{ password: 'x', organization_code: 'ACME' }, /username is required/i],
      [{ username: '  ', password: 'x', organization_code: 'ACME' }, /Username is required/],
      [{ username: 'a', password: 'x', organization_code: 42 }, /organization_code/],
      [[1, 2], /must be an object/],
    ];
    for (const [body, message] of cases) {
      const res = await login(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().error).toMatch(message);
    }
  });

  it('validates an access token and reports the user; a missing or forged token is 401', async () => {
    const { access } = await t.login(alice);
    const ok = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, valid: true, user: { username: 'alice' } });

    const missing = await t.app.inject({ method: 'GET', url: '/api/auth/validate/' });
    expect(missing.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate',
      headers: { authorization: `Bearer ${access.slice(0, -4)}abcd` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().success).toBe(false);
  });

  it('rotates refresh tokens, and reuse of a rotated token revokes the whole session', async () => {
    const first = await t.login(alice);
    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh/', payload: { refresh_token: token } });
    const r1 = await refresh(first.refresh);
    expect(r1.statusCode).toBe(200);
    const second = r1.json().tokens;
    expect(second.refresh_token).not.toBe(first.refresh);
    expect(second.token_type).toBe('Bearer');

    const reuse = await refresh(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().code).toBe('refresh_token_reused');
    // The thief's and the owner's newer tokens are both dead now.
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
    const validate = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate/',
      headers: { authorization: `Bearer ${second.access_token}` },
    });
    expect(validate.statusCode).toBe(401);
    expect((await refresh('not-a-token')).statusCode).toBe(401);
  });

  it('logout ends the session: its access and refresh tokens stop working', async () => {
    const tokens = await t.login(alice);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const validate = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate/',
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect(validate.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh/',
      payload: { refresh_token: tokens.refresh },
    });
    expect(refresh.statusCode).toBe(401);
    // Logging out again, or without any token, still succeeds.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout/' })).statusCode).toBe(200);
  });

  it('locks out a disabled user at once and refuses their sign-in', async () => {
    const bob = await t.addUser(orgId, 'ACME', 'bob');
    const tokens = await t.login(bob);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, bob.id));
    const validate = await t.app.inject({
      method: 'GET',
      url: '/api/auth/validate/',
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect(validate.statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/refresh/',
          payload: { refresh_token: tokens.refresh },
        })
      ).statusCode,
    ).toBe(401);
    const res = await login({ username: 'bob', password: bob.password, organization_code: 'ACME' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatch(/disabled/);
  });

  it('updates the caller’s profile and personalization, rejecting bad input', async () => {
    const { access } = await t.login(alice);
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/auth/profile/',
        headers: { authorization: `Bearer ${access}` },
        payload: payload as object,
      });
    const ok = await put({
      firstName: 'Alice',
      personalization: { role: 'Data analyst', responseStyle: 'concise' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({
      firstName: 'Alice',
      personalization: { role: 'Data analyst', bio: '', responseStyle: 'concise' },
    });
    expect((await put({ email: 'not-an-email' })).statusCode).toBe(400);
    const unknown = await put({ role: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatch(/Unknown field: role/);
    expect((await t.app.inject({ method: 'PUT', url: '/api/auth/profile/', payload: {} })).statusCode).toBe(
      401,
    );
  });
});
