import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from '../../test/support';
import { userFilesRoot } from '../files/paths';
import { client } from '../files/test-helpers';
import { startFakeGoogle, type FakeGoogle } from './fake-google';
import { parseSheetLink } from './sheets-link';

const ID = 'PUBLIC1abcdefghijklmnop';
const BUDGET = 'team,budget\nsales,100\nops,250\n';

describe('Google Sheets links', () => {
  it.each([
    [`https://docs.google.com/spreadsheets/d/${ID}/edit#gid=42`, '42'],
    [`https://docs.google.com/spreadsheets/d/${ID}/edit?usp=sharing`, '0'],
    [`https://docs.google.com/spreadsheets/d/${ID}/export?format=csv&gid=7`, '7'],
    [`https://docs.google.com/spreadsheets/d/${ID}/`, '0'],
    [`https://docs.google.com/spreadsheets/d/${ID}`, '0'],
    [`docs.google.com/spreadsheets/u/0/d/${ID}/edit?gid=3#gid=3`, '3'],
  ])('reads %s', (url, gid) => {
    expect(parseSheetLink(url)).toEqual({ spreadsheetId: ID, gid, published: false });
  });

  it('reads published links', () => {
    expect(parseSheetLink(`https://docs.google.com/spreadsheets/d/e/2PACX-${ID}/pub?output=csv`)).toEqual({
      spreadsheetId: `2PACX-${ID}`,
      gid: '0',
      published: true,
    });
  });

  it.each([
    'https://example.com/spreadsheets/d/abcdefghijklmnop/edit',
    'https://docs.google.com/document/d/abcdefghijklmnop/edit',
    'https://docs.google.com.evil.test/spreadsheets/d/abcdefghijklmnop/edit',
    'ftp://docs.google.com/spreadsheets/d/abcdefghijklmnop/edit',
    'not a url at all',
    'https://docs.google.com/spreadsheets/d/short/edit',
  ])('refuses %s', (url) => {
    expect(() => parseSheetLink(url)).toThrow(/not a Google Sheets link/);
  });
});

describe.each(drivers)('data sources API on %s', (driver) => {
  let t: TestApp;
  let google: FakeGoogle;
  let alice: ReturnType<typeof client>;
  let aliceRoot: string;
  let colleague: ReturnType<typeof client>;

  beforeAll(async () => {
    google = await startFakeGoogle();
    google.setCsv(ID, '0', BUDGET);
    google.setCsv(ID, '42', 'month,visits\n2024-01,5\n');
    t = await createTestApp(driver, {
      GOOGLE_SHEETS_EXPORT_BASE_URL: google.baseUrl,
      SHEETS_TIMEOUT_MS: '300',
      SHEETS_MAX_MB: '0.01',
    });
    const a = await t.seedOrganization('ACME');
    const aliceUser = await t.addUser(a.orgId, 'ACME', 'alice');
    alice = client(t.app, (await t.login(aliceUser)).access);
    colleague = client(t.app, (await t.login(await t.addUser(a.orgId, 'ACME', 'colleague'))).access);
    aliceRoot = userFilesRoot(t.config.dataDir, a.orgId, aliceUser.id);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  const connect = (c: ReturnType<typeof client>, payload: object) =>
    c.call({ method: 'POST', url: '/api/files/data-sources/connect-google-sheets/', payload });
  const sources = async (c: ReturnType<typeof client>) =>
    (await c.call({ method: 'GET', url: '/api/files/data-sources/' })).json();
  const leftovers = () => {
    const partial = path.join(t.config.dataDir, 'files', '.partial');
    return existsSync(partial) ? readdirSync(partial) : [];
  };

  it('asks for sign-in', async () => {
    const anonymous = client(t.app, undefined);
    expect((await anonymous.call({ method: 'GET', url: '/api/files/data-sources/' })).statusCode).toBe(401);
    expect((await connect(anonymous, { url: 'x' })).statusCode).toBe(401);
  });

  it('lists the file manager and a disconnected Google Sheets connector at first', async () => {
    const body = await sources(alice);
    expect(body.data_sources).toEqual([
      expect.objectContaining({
        id: 'file_manager',
        type: 'file_manager',
        status: 'connected',
        icon: 'folder',
      }),
      expect.objectContaining({ id: 'google_sheets', type: 'google_sheets', status: 'disconnected' }),
    ]);
    expect(body.connected_sheets).toEqual([]);
  });

  it('connects a sheet by link: saves the CSV under Data Sources/ and registers the dataset', async () => {
    const res = await connect(alice, {
      url: `https://docs.google.com/spreadsheets/d/${ID}/edit?usp=sharing`,
    });
    expect(res.statusCode).toBe(201);
    const source = res.json().data_source;
    expect(source).toMatchObject({
      type: 'google_sheets',
      status: 'connected',
      name: 'Budget - Sheet1',
      path: 'Data Sources/Budget - Sheet1.csv',
      dataset: 'budget_sheet1',
      last_error: null,
    });
    expect(readFileSync(path.join(aliceRoot, 'Data Sources', 'Budget - Sheet1.csv'), 'utf8')).toBe(BUDGET);
    expect(google.requests.at(-1)).toBe(`/spreadsheets/d/${ID}/export?format=csv&gid=0`);

    const named = await connect(alice, {
      url: `https://docs.google.com/spreadsheets/d/${ID}/edit#gid=42`,
      name: 'Visits',
    });
    expect(named.json().data_source).toMatchObject({
      name: 'Visits',
      path: 'Data Sources/Visits.csv',
      dataset: 'visits',
    });

    const body = await sources(alice);
    expect(body.data_sources[1].status).toBe('connected');
    expect(body.connected_sheets.map((s: { name: string }) => s.name)).toEqual(['Budget - Sheet1', 'Visits']);
    expect(body.connected_sheets[0].last_refreshed_at).toEqual(expect.any(String));
    const datasets = (await alice.call({ method: 'GET', url: '/api/datasets/' })).json().datasets;
    expect(datasets.map((d: { name: string }) => d.name)).toEqual(['budget_sheet1', 'visits']);
  });

  it('refreshes a connected sheet by downloading it again', async () => {
    const [sheet] = (await sources(alice)).connected_sheets;
    google.setCsv(ID, '0', `${BUDGET}legal,75\n`);
    const res = await alice.call({ method: 'POST', url: `/api/files/data-sources/${sheet.id}/refresh/` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data_source.id).toBe(sheet.id);
    const preview = await alice.call({ method: 'GET', url: '/api/datasets/budget_sheet1/preview/' });
    expect(preview.json().rows).toHaveLength(3);
    expect(
      (await alice.call({ method: 'POST', url: '/api/files/data-sources/not-a-uuid/refresh/' })).statusCode,
    ).toBe(404);
  });

  it('remembers a failed refresh on the connection', async () => {
    const [sheet] = (await sources(alice)).connected_sheets;
    google.dropCsv(ID, '0');
    const res = await alice.call({ method: 'POST', url: `/api/files/data-sources/${sheet.id}/refresh/` });
    expect(res.statusCode).toBe(404);
    const after = (await sources(alice)).connected_sheets[0];
    expect(after).toMatchObject({
      status: 'disconnected',
      last_error: expect.stringMatching(/could not find/),
    });
    google.setCsv(ID, '0', BUDGET);
  });

  it.each([
    [
      'a link that is not a sheet',
      { url: 'https://example.com/spreadsheets/d/abc/edit' },
      400,
      /not a Google Sheets link/,
    ],
    ['a blank url', { url: '   ' }, 400, /URL is required/],
    [
      'a private sheet (sign-in page)',
      { url: 'https://docs.google.com/spreadsheets/d/PRIVATE1234567890/edit' },
      400,
      /private.*Anyone with the link/,
    ],
    [
      'HTML sent as CSV',
      { url: 'https://docs.google.com/spreadsheets/d/HTMLCSV1234567890/edit' },
      400,
      /private/,
    ],
    [
      'a missing sheet',
      { url: 'https://docs.google.com/spreadsheets/d/MISSING1234567890/edit' },
      404,
      /could not find/,
    ],
    [
      'a missing tab',
      { url: `https://docs.google.com/spreadsheets/d/${ID}/edit#gid=999` },
      404,
      /could not find/,
    ],
    [
      'a timeout',
      { url: 'https://docs.google.com/spreadsheets/d/SLOW1234567890/edit' },
      504,
      /did not send the sheet within/,
    ],
    [
      'an oversized sheet',
      { url: 'https://docs.google.com/spreadsheets/d/HUGE1234567890/edit' },
      413,
      /larger than the limit of 10.2 KB/,
    ],
    ['an empty sheet', { url: 'https://docs.google.com/spreadsheets/d/EMPTY1234567890/edit' }, 400, /empty/],
    [
      'Google failing',
      { url: 'https://docs.google.com/spreadsheets/d/FLAKY1234567890/edit' },
      502,
      /could not be reached/,
    ],
    [
      'a reserved name',
      { url: `https://docs.google.com/spreadsheets/d/${ID}/edit`, name: 'CON' },
      400,
      /reserved/,
    ],
  ])('answers clearly for %s', async (_case, payload, status, message) => {
    const res = await connect(alice, payload);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error: expect.stringMatching(message) });
    expect(leftovers()).toEqual([]);
    expect(readdirSync(path.join(aliceRoot, 'Data Sources')).sort()).toEqual([
      'Budget - Sheet1.csv',
      'Visits.csv',
    ]);
  });

  it('keeps connections per user', async () => {
    const body = await sources(colleague);
    expect(body.connected_sheets).toEqual([]);
    expect(body.data_sources[1].status).toBe('disconnected');
    const [sheet] = (await sources(alice)).connected_sheets;
    expect(
      (await colleague.call({ method: 'POST', url: `/api/files/data-sources/${sheet.id}/refresh/` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await colleague.call({ method: 'DELETE', url: `/api/files/data-sources/${sheet.id}/` })).statusCode,
    ).toBe(404);
  });

  it('disconnects a sheet and keeps its file', async () => {
    const [sheet] = (await sources(alice)).connected_sheets;
    expect(
      (await alice.call({ method: 'DELETE', url: `/api/files/data-sources/${sheet.id}/` })).json(),
    ).toEqual({ success: true });
    expect((await sources(alice)).connected_sheets).toHaveLength(1);
    expect(existsSync(path.join(aliceRoot, sheet.path))).toBe(true);
  });
});
