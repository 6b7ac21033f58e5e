/**
 * What the RCA route tests share: an app with two organizations (alice and bob in ACME, carol in
 * BETA), alice's uploads (sales.csv with a planted drop, steady.csv without one), a fake Google
 * Sheets export, and the request helpers. Call it inside a describe block: it registers its own
 * beforeAll and afterAll, and `state` is filled once they have run.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { rcaRequestSchema } from '@ai-analyst/contract';
import { createTestApp, type Driver, type TestApp } from '../../test/support';
import { client } from '../files/test-helpers';
import { startFakeGoogle, type FakeGoogle } from '../data-sources/fake-google';
import { rcaRequests } from './tables';
import { salesCsv } from './test-data';

export type Client = ReturnType<typeof client>;
export const SHEET = 'PUBLIC9rcasheetabcdefghij';

export function rcaApiFixture(driver: Driver) {
  const state = {} as {
    t: TestApp;
    google: FakeGoogle;
    alice: Client;
    bob: Client;
    carol: Client;
    orgA: string;
  };

  beforeAll(async () => {
    state.google = await startFakeGoogle();
    state.google.setCsv(SHEET, '0', salesCsv({ region: 'West', channel: 'Retail' }, 28, 11));
    const t = await createTestApp(driver, {
      GOOGLE_SHEETS_EXPORT_BASE_URL: state.google.baseUrl,
      JOB_POLL_MS: '100',
    });
    state.t = t;
    const a = await t.seedOrganization('ACME');
    state.orgA = a.orgId;
    state.alice = client(t.app, (await t.login(await t.addUser(a.orgId, 'ACME', 'alice'))).access);
    state.bob = client(t.app, (await t.login(await t.addUser(a.orgId, 'ACME', 'bob'))).access); // same organization, another user
    const b = await t.seedOrganization('BETA');
    state.carol = client(t.app, (await t.login(b.admin)).access); // another organization
    await state.alice.mkdir('Uploads');
    await state.alice.upload(
      [
        { filename: 'sales.csv', content: salesCsv({ region: 'North', channel: 'Online' }) },
        { filename: 'steady.csv', content: salesCsv(null) },
      ],
      'Uploads',
    );
  }, 60_000);
  afterAll(async () => {
    await state.t.close();
    await state.google.close();
  });

  const create = (c: Client, payload: object) =>
    c.call({ method: 'POST', url: '/api/rca/requests/', payload });
  const get = (c: Client, url: string) => c.call({ method: 'GET', url });
  const post = (c: Client, url: string) => c.call({ method: 'POST', url });
  const newRequest = async (payload: object) => {
    const res = await create(state.alice, payload);
    expect(res.statusCode).toBe(201);
    return rcaRequestSchema.parse(res.json().data);
  };
  /** Waits for the run's job to end (the job runner's own signal, no sleeping). */
  const settle = async (id: string) => {
    const [row] = await state.t.database.db.select().from(rcaRequests).where(eq(rcaRequests.id, id));
    expect(row?.jobId).toBeTruthy();
    expect(await state.t.app.services.jobs.waitFor(row!.jobId!, 60_000)).not.toBeNull();
    return rcaRequestSchema.parse((await get(state.alice, `/api/rca/requests/${id}/`)).json().data);
  };
  const run = async (payload: object) => {
    const request = await newRequest(payload);
    const started = await post(state.alice, `/api/rca/requests/${request.id}/start/`);
    expect(started.statusCode).toBe(200);
    return settle(request.id);
  };

  return { state, create, get, post, newRequest, settle, run };
}
