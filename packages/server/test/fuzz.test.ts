import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import WebSocket from 'ws';
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
            if (route.url === '/api/mcp' && json.jsonrpc !== undefined) {
              // The MCP endpoint speaks JSON-RPC 2.0: its protocol errors have that protocol's shape.
              expect(json.jsonrpc).toBe('2.0');
              expect(typeof json.error?.message).toBe('string');
            } else {
              expect(json.success).toBe(false);
              expect(typeof json.error).toBe('string');
            }
          }
        },
      ),
      { numRuns: runs },
    );
  });
});

/**
 * Property: no frame a client sends on the chat socket crashes the server or kills the socket
 * (other than a frame over the 256 KB limit, closed with 1009). After any sequence of malformed,
 * mistyped and oversized frames the socket still answers a ping, and the server stays ready.
 */
describe('fuzzing the chat socket', () => {
  let t: TestApp;
  let base: string;
  let token: string;
  let conversationId: string;
  const LIMIT = 256 * 1024;

  beforeAll(async () => {
    t = await createTestApp('pglite', { CHAT_MESSAGES_PER_MINUTE: '100000' });
    const { orgId } = await t.seedOrganization('WSFZ');
    const user = await t.addUser(orgId, 'WSFZ', 'wsfuzzer');
    token = (await t.login(user)).access;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/chat/conversations/',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'fuzz' },
    });
    conversationId = created.json().conversation.id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => t.close());

  type Frame = { type: string; code?: string; error?: string };

  function open(): Promise<{ ws: WebSocket; frames: Frame[]; closed: Promise<number> }> {
    const ws = new WebSocket(`${base}/ws/chat/${conversationId}/?token=${encodeURIComponent(token)}`);
    const frames: Frame[] = [];
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.on('error', () => undefined);
    return new Promise((resolve, reject) => {
      ws.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as Frame;
        frames.push(frame);
        if (frame.type === 'connection_established') resolve({ ws, frames, closed });
      });
      void closed.then((code) => reject(new Error(`closed with ${code} before connecting`)));
    });
  }

  const mistyped = fc.record(
    {
      type: fc.oneof(
        fc.constantFrom('chat_message', 'typing_start', 'typing_stop', 'ping', 'subscribe', '', '__proto__'),
        fc.string({ maxLength: 20 }),
        fc.integer(),
      ),
      message: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.integer(),
        fc.constant(null),
        fc.array(fc.string()),
      ),
      attachments: fc.oneof(
        fc.array(fc.string({ maxLength: 50 }), { maxLength: 5 }),
        fc.string(),
        fc.constant(null),
      ),
      model: fc.oneof(fc.string({ maxLength: 40 }), fc.integer()),
      tool: fc.oneof(fc.string({ maxLength: 40 }), fc.constant(null), fc.boolean()),
      is_typing: fc.oneof(fc.boolean(), fc.string()),
      timestamp: fc.oneof(fc.string({ maxLength: 30 }), fc.integer()),
    },
    { requiredKeys: [] },
  );
  const frame = fc.oneof(
    mistyped.map((v) => ({ data: JSON.stringify(v) as string | Buffer, big: false })),
    fc.json({ maxDepth: 4 }).map((data) => ({ data: data as string | Buffer, big: false })),
    fc.string({ maxLength: 300 }).map((data) => ({ data: data as string | Buffer, big: false })),
    fc
      .uint8Array({ maxLength: 300 })
      .map((bytes) => ({ data: Buffer.from(bytes) as string | Buffer, big: false })),
    fc.constantFrom(
      { data: '{"type":"chat_message","message":"' + 'x'.repeat(30_000) + '","attachments":[]}', big: false },
      { data: '{"type":"ping","__proto__":{"admin":true}}', big: false },
      { data: '['.repeat(5000) + ']'.repeat(5000), big: false },
      { data: 'x'.repeat(LIMIT + 10), big: true },
    ),
  );

  it('never crashes and keeps the socket answering', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(frame, { minLength: 1, maxLength: 6 }), async (sent) => {
        const { ws, frames, closed } = await open();
        for (const { data } of sent) ws.send(data);
        ws.send(JSON.stringify({ type: 'ping', timestamp: new Date().toISOString() }));
        const oversized = sent.some((f) => f.big);
        const outcome = await Promise.race([
          closed.then((code) => ({ closed: code })),
          (async () => {
            while (!frames.some((f) => f.type === 'pong')) {
              if (ws.readyState === WebSocket.CLOSED) return { pong: false };
              await new Promise((r) => setTimeout(r, 5));
            }
            return { pong: true };
          })(),
        ]);
        if (oversized) expect(outcome).toEqual({ closed: 1009 });
        else expect(outcome).toEqual({ pong: true });
        for (const f of frames.filter((x) => x.type === 'error')) {
          expect(typeof f.error).toBe('string');
          expect(f.code).not.toBe('internal');
        }
        ws.close();
        await closed;
      }),
      { numRuns: 120 },
    );
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
  });
});
