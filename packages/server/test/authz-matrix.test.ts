import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../src/files/test-helpers';
import { createTestApp, type TestApp, type TestUser } from './support';

/**
 * The authorization matrix: every registered /api route × {anonymous, user of org A, another user
 * of org A, user of org B, admin of org B}, against the resources of one user of org A (alice).
 * Anonymous callers get 401 everywhere but the public routes; everybody else gets 403 or 404 on
 * alice's resources, and no answer to anybody but alice ever carries alice's data.
 */

/** Routes that need no sign-in (spec: sign-in, token refresh, the contact form, probes). */
const PUBLIC_ROUTES = new Set([
  'GET /api/health/live',
  'GET /api/health/ready',
  'POST /api/auth/login/',
  'POST /api/auth/refresh/',
  'POST /api/auth/logout/',
  'POST /api/contact/',
]);
/** The MCP endpoint answers 405 to methods its transport does not use, before anything else. */
const METHOD_NOT_ALLOWED = new Set(['GET /api/mcp', 'DELETE /api/mcp']);

type Caller = { name: string; token: string | undefined; admin: boolean };

describe('the authorization matrix', () => {
  let t: TestApp;
  let alice: TestUser;
  let aliceToken: string;
  let callers: Caller[];
  /** In alice's contents only: no request of anybody else ever names it. */
  const marker = `MARKER${randomBytes(6).toString('hex')}`;
  /** Alice's file; other callers do name it in their requests (and may see it echoed in errors). */
  const fileName = `report-${randomBytes(4).toString('hex')}.csv`;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
      CHAT_MESSAGES_PER_MINUTE: '100000',
    });
    const a = await t.seedOrganization('ORGA');
    const b = await t.seedOrganization('ORGB');
    alice = await t.addUser(a.orgId, 'ORGA', 'alice');
    const colleague = await t.addUser(a.orgId, 'ORGA', 'colleague');
    const stranger = await t.addUser(b.orgId, 'ORGB', 'stranger');
    aliceToken = (await t.login(alice)).access;
    callers = [
      { name: 'anonymous', token: undefined, admin: false },
      { name: 'another user of org A', token: (await t.login(colleague)).access, admin: false },
      { name: 'a user of org B', token: (await t.login(stranger)).access, admin: false },
      { name: 'the admin of org B', token: (await t.login(b.admin)).access, admin: true },
    ];

    // Alice's things, each carrying the marker.
    const as = client(t.app, aliceToken);
    const conversation = await as.call({
      method: 'POST',
      url: '/api/chat/conversations/',
      payload: { title: `${marker} plans` },
    });
    expect(conversation.statusCode).toBe(201);
    ids.conversation = conversation.json().conversation.id;
    const sent = await as.call({
      method: 'POST',
      url: `/api/chat/conversations/${ids.conversation}/messages/`,
      payload: { content: `hello ${marker}` },
    });
    expect(sent.statusCode).toBe(201);
    ids.message = sent.json().user_message.id;
    const upload = await as.upload([{ filename: fileName, content: `region,${marker}\nnorth,1\n` }]);
    expect(upload.statusCode).toBe(201);
    const configs = await as.call({ method: 'GET', url: '/api/rca/configs/' });
    const clientId = configs.json().configurations?.[0]?.id ?? configs.json().configurations?.[0]?.client_id;
    const rca = await as.call({
      method: 'POST',
      url: '/api/rca/requests/',
      payload: {
        problem_description: `Revenue fell ${marker}`,
        data_sources: [fileName],
        client_id: clientId,
      },
    });
    expect(rca.statusCode, rca.body).toBe(201);
    ids.rca = rca.json().data.id;
    ids.user = alice.id;
    // A database connection of org A: every member of org A may use it, nobody of org B.
    const connection = await client(t.app, (await t.login(a.admin)).access).call({
      method: 'POST',
      url: '/api/connections/',
      payload: { name: 'orga-warehouse', url: 'postgres://root@127.0.0.1:5432/test' },
    });
    expect(connection.statusCode, connection.body).toBe(201);
    ids.connection = connection.json().connection.id;
  });
  afterAll(() => t.close());

  /** The URL of a route with alice's ids (or a harmless stand-in) in its parameters. */
  function concrete(url: string): string {
    let out = url;
    if (url.startsWith('/api/chat/conversations/:id')) out = out.replace(':id', ids.conversation ?? 'x');
    if (url.startsWith('/api/rca/requests/:id')) out = out.replace(':id', ids.rca ?? crypto.randomUUID());
    if (url.startsWith('/api/admin/users/:id')) out = out.replace(':id', ids.user ?? 'x');
    out = out
      .replace(':messageId', ids.message ?? 'x')
      .replace(':name', fileName)
      .replace(/:[A-Za-z_]+/g, crypto.randomUUID());
    // Routes that take a path (files, datasets) point at alice's file.
    if (/^\/api\/(files|datasets)\//.test(out)) out += `?path=${encodeURIComponent(fileName)}`;
    return out;
  }

  const apiRoutes = () =>
    t.app.services.routes.filter((r) => r.url.startsWith('/api/') || r.url === '/api/mcp');
  const touchesAlice = (url: string) =>
    /^\/api\/(chat\/conversations\/:id|rca\/requests\/:id|admin\/users\/:id|datasets\/:name)/.test(url);

  const call = (caller: Caller, method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url,
      headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
      ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
    });

  it('asks anonymous callers to sign in on every route but the public ones', async () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const anonymous = callers[0]!;
    const wrong: string[] = [];
    for (const route of routes) {
      const key = `${route.method} ${route.url}`;
      if (PUBLIC_ROUTES.has(key)) continue;
      const res = await call(
        anonymous,
        route.method,
        concrete(route.url),
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      if (res.statusCode !== 401 && !(METHOD_NOT_ALLOWED.has(key) && res.statusCode === 405))
        wrong.push(`${key} → ${res.statusCode}`);
      expect(res.body).not.toContain(marker);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses alice’s resources to everybody else with 403 or 404', async () => {
    const wrong: string[] = [];
    for (const caller of callers.slice(1)) {
      for (const route of apiRoutes().filter((r) => touchesAlice(r.url) && r.method === 'GET')) {
        if (route.url.startsWith('/api/rca/requests/:id') && !ids.rca) continue;
        const res = await call(caller, route.method, concrete(route.url));
        // Admin routes: non-admins get 403; the other organization's admin does not find alice (404).
        const expected = route.url.startsWith('/api/admin/') && !caller.admin ? [403] : [403, 404];
        if (!expected.includes(res.statusCode))
          wrong.push(`${caller.name}: GET ${route.url} → ${res.statusCode}`);
        expect(res.body).not.toContain(marker);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never shows alice’s data to anybody else on any GET, and refuses every change to her things', async () => {
    const changes: string[] = [];
    for (const caller of callers) {
      for (const route of apiRoutes()) {
        const url = concrete(route.url);
        if (route.method === 'GET') {
          const res = await call(caller, 'GET', url);
          expect(res.statusCode, `${caller.name}: GET ${url}`).toBeLessThan(500);
          expect(res.body, `${caller.name}: GET ${url} shows alice's data`).not.toContain(marker);
          if (!url.includes(encodeURIComponent(fileName)) && !url.includes(fileName))
            expect(res.body, `${caller.name}: GET ${url} shows alice's file`).not.toContain(fileName);
          continue;
        }
        if (!touchesAlice(route.url) && !/^\/api\/files\/(delete|rename)\//.test(route.url)) continue;
        const payload =
          route.method === 'DELETE' && route.url.startsWith('/api/files/')
            ? { path: fileName, type: 'file' }
            : route.url.startsWith('/api/files/rename/')
              ? { old_path: fileName, new_name: 'stolen.csv' }
              : { title: 'pwned', content: 'pwned', first_name: 'pwned', role: 'admin' };
        const res = await call(caller, route.method, url, payload);
        if (res.statusCode < 400 || res.statusCode >= 500)
          changes.push(`${caller.name}: ${route.method} ${route.url} → ${res.statusCode}`);
        expect(res.body).not.toContain(marker);
      }
    }
    expect(changes).toEqual([]);

    // Everything of alice's is still there, unchanged.
    const as = client(t.app, aliceToken);
    const conversation = await as.call({
      method: 'GET',
      url: `/api/chat/conversations/${ids.conversation}/`,
    });
    expect(conversation.statusCode).toBe(200);
    expect(conversation.body).toContain(`${marker} plans`);
    const messages = await as.call({
      method: 'GET',
      url: `/api/chat/conversations/${ids.conversation}/messages/`,
    });
    expect(messages.body).toContain(`hello ${marker}`);
    expect((await as.list()).json().items.map((i: { name: string }) => i.name)).toContain(fileName);
    if (ids.rca) {
      const rca = await as.call({ method: 'GET', url: `/api/rca/requests/${ids.rca}/` });
      expect(rca.statusCode).toBe(200);
      expect(rca.json().data.status).toBe('pending');
    }
    // Still able to sign in: nobody disabled her or reset her password.
    expect((await t.login(alice)).access).toBeTruthy();
  });

  it('keeps org A’s database connections invisible and unusable to org B', async () => {
    const wrong: string[] = [];
    for (const caller of callers.slice(2)) {
      const list = await call(caller, 'GET', '/api/connections/');
      if (list.body.includes('orga-warehouse')) wrong.push(`${caller.name}: GET /api/connections/ lists it`);
      for (const route of apiRoutes().filter((r) => r.url.startsWith('/api/connections/:id'))) {
        const res = await call(
          caller,
          route.method,
          route.url.replace(':id', ids.connection ?? 'x'),
          route.method === 'GET' || route.method === 'DELETE' ? undefined : { sql: 'SELECT 1', host: 'evil' },
        );
        if (res.statusCode !== 404 && !(res.statusCode === 403 && !caller.admin))
          wrong.push(`${caller.name}: ${route.method} ${route.url} → ${res.statusCode}`);
        expect(res.body).not.toContain('orga-warehouse');
      }
    }
    expect(wrong).toEqual([]);
    // Org A's members see it.
    const colleague = await call(callers[1]!, 'GET', '/api/connections/');
    expect(colleague.body).toContain('orga-warehouse');
  });
});
