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

describe('contact requests in the operator’s admin inbox', () => {
  let t: TestApp;
  let operator: string;
  let member: string;
  let tenantAdmin: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', { ORG_CODE: 'OPER' });
    const oper = await t.seedOrganization('OPER');
    operator = (await t.login(oper.admin)).access;
    member = (await t.login(await t.addUser(oper.orgId, 'OPER', 'clerk'))).access;
    tenantAdmin = (await t.login((await t.seedOrganization('TENANT')).admin)).access;
  });
  afterAll(() => t.close());

  const patch = (token: string, id: string, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/contact-requests/${id}/`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  it('moves a request from new to read to handled, and audits each change', async () => {
    const id = (await t.app.inject({ method: 'POST', url: '/api/contact/', payload: valid })).json().id as string;
    const read = await patch(operator, id, { status: 'read' });
    expect(read.statusCode).toBe(200);
    expect(read.json().contact_request).toEqual({ id, status: 'read' });
    expect((await patch(operator, id, { status: 'handled' })).statusCode).toBe(200);
    // The same status again changes nothing and adds no entry.
    expect((await patch(operator, id, { status: 'handled' })).statusCode).toBe(200);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact-requests/',
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(listed.json().contact_requests.find((r: { id: string }) => r.id === id).status).toBe('handled');
    const logs = (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/audit-logs/?action=contact_request.update',
        headers: { authorization: `Bearer ${operator}` },
      })
    ).json().logs as { target_id: string; details: { from: string; to: string } }[];
    expect(logs.map((l) => [l.target_id, l.details.from, l.details.to])).toEqual([
      [id, 'read', 'handled'],
      [id, 'new', 'read'],
    ]);
  });

  it('refuses a bad status in words, an unknown request, non-admins and other organizations’ admins', async () => {
    const id = (await t.app.inject({ method: 'POST', url: '/api/contact/', payload: valid })).json().id as string;
    const bad = await patch(operator, id, { status: 'archived' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/new, read or handled/);
    expect((await patch(operator, '00000000-0000-4000-8000-000000000000', { status: 'read' })).statusCode).toBe(404);
    expect((await patch(operator, 'nope', { status: 'read' })).statusCode).toBe(404);
    expect((await patch(member, id, { status: 'read' })).statusCode).toBe(403);
    expect((await patch(tenantAdmin, id, { status: 'read' })).statusCode).toBe(403);
  });
});
