import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactRequests } from '../platform/db/schema';
import { createTestApp, type TestApp } from '../../test/support';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines Ltd',
  role: 'data',
  interest: 'demo',
  message: 'We would like a demo for our team.',
};

describe('contact form API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('stores a valid request; phone is optional', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact/', payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, id: expect.any(String) });
    const rows = await t.database.db.select().from(contactRequests);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'ada@example.com', phone: '', role: 'data', interest: 'demo' });
  });

  it('rejects a missing field, a bad email and an unknown option with plain words', async () => {
    const cases: [object, RegExp][] = [
      [{ ...valid, company: '' }, /Company is required/],
      [{ ...valid, email: 'nope' }, /valid email/],
      [{ ...valid, role: 'pirate' }, /Choose a role/],
      [{ ...valid, message: undefined }, /message is required/i],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact/', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    }
  });
});
