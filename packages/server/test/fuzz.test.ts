import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from './support';

/**
 * Property: nothing a client sends makes the server answer 5xx. Every registered /api route is
 * called with random path parameters, query strings, bodies and content types, as an anonymous
 * caller, a user and an admin.
 */
describe('fuzzing every REST endpoint', () => {
  let t: TestApp;
  let callers: (string | undefined)[];

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      LOGIN_MAX_ATTEMPTS_PER_IP: '100000',
      LOGIN_MAX_FAILURES_PER_USER: '100000',
    });
    const { orgId, admin } = await t.seedOrganization('FUZZ');
    const user = await t.addUser(orgId, 'FUZZ', 'fuzzer');
    callers = [undefined, (await t.login(user)).access, (await t.login(admin)).access];
  });
  afterAll(() => t.close());

  const segment = fc.oneof(
    fc.uuid(),
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      '..',
      '%2e%2e',
      '0',
      '-1',
      '999999999999999999999',
      'null',
      '%00',
      "' OR 1=1 --",
      '<script>',
    ),
  );
  const jsonValue = fc.oneof(
    fc.json({ maxDepth: 3 }),
    fc.constantFrom(
      '{}',
      '[]',
      'null',
      '"x"',
      '{"username":{"$ne":null}}',
      `{"a":"${'x'.repeat(5000)}"}`,
      '{"__proto__":{"admin":true}}',
      '{"page":-1,"page_size":1e9}',
    ),
  );
  const body = fc.oneof(
    jsonValue.map((payload) => ({ payload, contentType: 'application/json' })),
    fc.string({ maxLength: 200 }).map((payload) => ({ payload, contentType: 'application/json' })),
    fc.string({ maxLength: 200 }).map((payload) => ({ payload, contentType: 'text/plain' })),
    fc.constant({
      payload: '--x\r\nContent-Disposition: form-data; name="files"; filename="../../a"\r\n\r\nabc\r\n--x--',
      contentType: 'multipart/form-data; boundary=x',
    }),
  );
  const query = fc.dictionary(
    fc.constantFrom(
      'page',
      'page_size',
      'q',
      'path',
      'search',
      'status',
      'from',
      'to',
      'action',
      'mode',
      'name',
    ),
    fc.string({ maxLength: 30 }),
    { maxKeys: 3 },
  );

  it('never answers 5xx', async () => {
    const apiRoutes = t.app.services.routes.filter((r) => r.url.startsWith('/api/'));
    expect(apiRoutes.length).toBeGreaterThan(10);
    const runs = Math.max(400, apiRoutes.length * 12);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...apiRoutes),
        fc.array(segment, { minLength: 3, maxLength: 3 }),
        query,
        body,
        fc.nat({ max: 2 }),
        async (route, params, q, b, who) => {
          let i = 0;
          const path = route.url.replace(/:[A-Za-z_]+|\*/g, () =>
            encodeURIComponent(params[i++ % params.length] ?? 'x'),
          );
          const search = new URLSearchParams(q).toString();
          const token = callers[who];
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: search ? `${path}?${search}` : path,
            headers: {
              ...(token && { authorization: `Bearer ${token}` }),
              ...(route.method !== 'GET' && { 'content-type': b.contentType }),
            },
            ...(route.method !== 'GET' && route.method !== 'DELETE' ? { payload: b.payload } : {}),
          });
          if (res.statusCode >= 500)
            throw new Error(
              `${route.method} ${path}?${search} → ${res.statusCode} ${res.body.slice(0, 300)}`,
            );
          if (res.statusCode >= 400 && res.headers['content-type']?.includes('json')) {
            const json = res.json();
            expect(json.success).toBe(false);
            expect(typeof json.error).toBe('string');
          }
        },
      ),
      { numRuns: runs },
    );
  });
});
