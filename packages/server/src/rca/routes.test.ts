import { beforeAll, describe, expect, it } from 'vitest';
import { rcaRequestSchema } from '@ai-analyst/contract';
import { drivers, type TestApp } from '../../test/support';
import { client } from '../files/test-helpers';
import { rcaApiFixture, type Client } from './routes-fixture';

describe.each(drivers)('RCA API: sign-in, validation and creation on %s', (driver) => {
  const { state, create, get } = rcaApiFixture(driver);
  let t: TestApp;
  let alice: Client;
  let carol: Client; // another organization
  beforeAll(() => void ({ t, alice, carol } = state));

  it('asks for sign-in on every RCA route', async () => {
    const anonymous = client(t.app, undefined);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/rca/configs/'],
      ['GET', '/api/rca/requests/'],
      ['POST', '/api/rca/requests/'],
      ['GET', `/api/rca/requests/${id}/`],
      ['POST', `/api/rca/requests/${id}/start/`],
      ['POST', `/api/rca/requests/${id}/cancel/`],
      ['GET', `/api/rca/requests/${id}/result/`],
      ['GET', `/api/rca/requests/${id}/session/`],
      ['GET', '/api/rca/stats/'],
      ['GET', '/api/rca/dashboard/'],
    ] as const)
      expect((await anonymous.call({ method, url })).statusCode, `${method} ${url}`).toBe(401);
  });

  it('lists the client configurations with the defaults each applies', async () => {
    const res = await get(alice, '/api/rca/configs/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.configurations.map((c: { client_id: string }) => c.client_id)).toEqual(
      expect.arrayContaining(['demo', 'ecommerce_sales', 'saas_subscriptions', 'web_traffic']),
    );
    for (const c of body.configurations) {
      expect(c).toMatchObject({
        client_id: expect.any(String),
        name: expect.any(String),
        description: expect.any(String),
      });
      expect(c.defaults).toHaveProperty('metric');
      expect(c.defaults).toHaveProperty('time_column');
      expect(Array.isArray(c.defaults.dimensions)).toBe(true);
      expect(c.defaults.thresholds.min_change_pct).toBeGreaterThan(0);
    }
  });

  it('refuses invalid requests with a 400 in plain words', async () => {
    const cases: [object, string][] = [
      [{ data_sources: ['sales'] }, 'Problem description is required'],
      [{ problem_description: '   ', data_sources: ['sales'] }, 'Problem description is required'],
      [{ problem_description: 'Why?' }, 'At least one data source is required'],
      [{ problem_description: 'Why?', data_sources: [] }, 'At least one data source is required'],
      [{ problem_description: 'Why?', data_sources: ['  ', ''] }, 'At least one data source is required'],
      [
        { problem_description: 'Why?', data_sources: ['sales'], client_id: ' ' },
        'Client configuration is required',
      ],
      [
        { problem_description: 'Why?', data_sources: ['sales'], client_id: 'nope' },
        "Unknown client configuration 'nope'",
      ],
      [
        { problem_description: 'Why?', data_sources: ['sales'], priority: 'urgent' },
        'Priority must be low, medium, high or critical',
      ],
      [
        { problem_description: 'Why?', data_sources: ['sales'], metadata: [1] },
        'Metadata must be a JSON object of key-value pairs',
      ],
      [{ problem_description: 'Why?', data_sources: 'sales' }, 'Data sources must be a list of text'],
      [{ problem_description: 'Why?', data_sources: ['sales'], extra: 1 }, 'Unknown field: extra'],
    ];
    for (const [payload, error] of cases) {
      const res = await create(alice, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error });
    }
    for (const query of ['page=0', 'page_size=500', 'status=bogus', 'priority=urgent']) {
      const res = await get(alice, `/api/rca/requests/?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('creates with the defaults (priority medium, the demo client), trimming and dropping duplicate sources', async () => {
    const res = await create(alice, {
      problem_description: '  Why did revenue drop last week?  ',
      data_sources: [' /Uploads/sales.csv', '/Uploads/sales.csv ', ''],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(rcaRequestSchema.parse(body.data)).toMatchObject({
      status: 'pending',
      priority: 'medium',
      client_id: 'demo',
      problem_description: 'Why did revenue drop last week?',
      data_sources: ['/Uploads/sales.csv'],
      context_info: '',
      metadata: {},
      progress_percentage: 0,
      error: null,
      started_at: null,
    });
    const id = body.data.id as string;
    expect((await get(alice, `/api/rca/requests/${id}/`)).json()).toMatchObject({
      success: true,
      data: { id },
    });
    const session = await get(alice, `/api/rca/requests/${id}/session/`);
    expect(session.statusCode).toBe(404);
    expect(session.json().error).toBe('This investigation has not been started yet');
    const result = await get(alice, `/api/rca/requests/${id}/result/`);
    expect(result.statusCode).toBe(404);
    expect(result.json().error).toBe('This investigation has no result yet');
  });

  it("takes an omitted priority and client from the organization's settings", async () => {
    const saved = await carol.call({
      method: 'PUT',
      url: '/api/admin/settings/',
      payload: { rca_default_priority: 'critical', rca_default_client_id: 'ecommerce_sales' },
    });
    expect(saved.statusCode).toBe(200);
    const res = await create(carol, { problem_description: 'Why?', data_sources: ['sales'] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ priority: 'critical', client_id: 'ecommerce_sales' });
    const chosen = await create(carol, {
      problem_description: 'Why?',
      data_sources: ['sales'],
      priority: 'low',
      client_id: 'demo',
    });
    expect(chosen.json().data).toMatchObject({ priority: 'low', client_id: 'demo' });
    // Another organization keeps the defaults: medium priority, the demo client.
    expect(
      (await create(alice, { problem_description: 'Why?', data_sources: ['sales'] })).json().data,
    ).toMatchObject({ priority: 'medium', client_id: 'demo' });
  });
});
