import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/support';

describe('HTTP platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('echoes a well-formed x-request-id and generates one otherwise', async () => {
    const echoed = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(echoed.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    expect(hostile.headers['x-request-id']).not.toContain(' ');
  });

  it('sends security headers on every response', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/chat' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers bad input with a 4xx JSON error, never a 500 or a stack trace', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ success: false, error: 'The request body is not valid JSON' });

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().success).toBe(false);

    const unknown = await t.app.inject({ method: 'GET', url: '/api/does-not-exist/' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      success: false,
      error: 'There is no GET /api/does-not-exist/ endpoint',
    });

    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    for (const res of [malformed, huge, unknown, wrongType]) expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toEqual({
      status: 'ready',
      checks: { database: 'ok' },
    });
  });
});
