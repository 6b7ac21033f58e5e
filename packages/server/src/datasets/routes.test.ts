import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drivers, type TestApp } from '../../test/support';
import { client } from '../files/test-helpers';

const SALES = 'region,amount,day\nnorth,10,2024-01-01\nsouth,20.5,2024-01-02\nnorth,7,2024-01-03\n';

describe.each(drivers)('datasets API on %s', (driver) => {
  let t: TestApp;
  let alice: ReturnType<typeof client>;
  let bob: ReturnType<typeof client>;
  let aliceOwner: { organizationId: string; userId: string };

  beforeAll(async () => {
    t = await createTestApp(driver);
    const a = await t.seedOrganization('ACME');
    const aliceUser = await t.addUser(a.orgId, 'ACME', 'alice');
    const b = await t.seedOrganization('BETA');
    alice = client(t.app, (await t.login(aliceUser)).access);
    bob = client(t.app, (await t.login(b.admin)).access);
    aliceOwner = { organizationId: a.orgId, userId: aliceUser.id };
  });
  afterAll(() => t.close());

  const datasets = async (c: ReturnType<typeof client>) =>
    (await c.call({ method: 'GET', url: '/api/datasets/' })).json();

  it('asks for sign-in', async () => {
    const anonymous = client(t.app, undefined);
    expect((await anonymous.call({ method: 'GET', url: '/api/datasets/' })).statusCode).toBe(401);
    expect((await anonymous.call({ method: 'GET', url: '/api/datasets/sales/preview/' })).statusCode).toBe(
      401,
    );
    expect((await anonymous.call({ method: 'GET', url: '/api/datasets/sales/report/' })).statusCode).toBe(
      401,
    );
  });

  it('lists uploaded data files as datasets with their schema, and reports unreadable ones', async () => {
    expect(await datasets(alice)).toEqual({ success: true, datasets: [], problems: [] });
    await alice.mkdir('Uploads');
    await alice.upload(
      [
        { filename: 'Sales 2024.csv', content: SALES },
        { filename: 'events.ndjson', content: '{"kind":"a","n":1}\n{"kind":"b","n":2}\n' },
        { filename: 'readme.txt.md', content: '# not data' },
        { filename: 'broken.json', content: '{"this is": not json' },
      ],
      'Uploads',
    );
    const body = await datasets(alice);
    expect(body.datasets.map((d: { name: string }) => d.name)).toEqual(['events', 'sales_2024']);
    const sales = body.datasets.find((d: { name: string }) => d.name === 'sales_2024');
    expect(sales).toMatchObject({
      path: 'Uploads/Sales 2024.csv',
      file_name: 'Sales 2024.csv',
      format: 'csv',
      row_count: 3,
      size: SALES.length,
    });
    expect(sales.columns).toEqual([
      { name: 'region', type: 'VARCHAR' },
      { name: 'amount', type: 'DOUBLE' },
      { name: 'day', type: 'DATE' },
    ]);
    expect(body.problems).toEqual([
      { path: 'Uploads/broken.json', error: expect.stringMatching(/broken.json/) },
    ]);
  });

  it('previews the first rows of a dataset; 404 for an unknown name', async () => {
    const res = await alice.call({ method: 'GET', url: '/api/datasets/sales_2024/preview/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.dataset.name).toBe('sales_2024');
    expect(body.rows).toEqual([
      { region: 'north', amount: 10, day: '2024-01-01' },
      { region: 'south', amount: 20.5, day: '2024-01-02' },
      { region: 'north', amount: 7, day: '2024-01-03' },
    ]);
    expect(body.truncated).toBe(false);
    for (const name of ['nope', '..%2F..', 'a%20b'])
      expect((await alice.call({ method: 'GET', url: `/api/datasets/${name}/preview/` })).statusCode).toBe(
        404,
      );
  });

  it('downloads the EDA profile of a dataset as a standalone HTML report', async () => {
    const res = await alice.call({ method: 'GET', url: '/api/datasets/sales_2024/report/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="sales_2024-profile.html"');
    // The app's policy (no inline scripts) applies to the report as to every page.
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toMatch(/^<!doctype html>/);
    expect(res.body).toContain('<title>Profile of sales_2024</title>');
    expect(res.body).toContain('3 rows');
    expect(res.body).not.toMatch(/<script|https?:\/\//);
    expect((await alice.call({ method: 'GET', url: '/api/datasets/nope/report/' })).statusCode).toBe(404);
    expect((await bob.call({ method: 'GET', url: '/api/datasets/sales_2024/report/' })).statusCode).toBe(404);
  });

  it('refreshes a dataset when its file is replaced', async () => {
    await alice.upload([{ filename: 'Sales 2024.csv', content: `${SALES}east,1,2024-01-04\n` }], 'Uploads');
    const sales = (await datasets(alice)).datasets.find((d: { name: string }) => d.name === 'sales_2024');
    expect(sales.row_count).toBe(4);
  });

  it('follows renames and deletes of files and folders', async () => {
    await alice.rename('Uploads/Sales 2024.csv', 'Revenue.csv');
    let names = (await datasets(alice)).datasets.map(
      (d: { name: string; path: string }) => `${d.name}:${d.path}`,
    );
    expect(names).toEqual(['events:Uploads/events.ndjson', 'revenue:Uploads/Revenue.csv']);
    expect((await alice.call({ method: 'GET', url: '/api/datasets/sales_2024/preview/' })).statusCode).toBe(
      404,
    );

    await alice.rename('Uploads', 'Inbox');
    names = (await datasets(alice)).datasets.map((d: { path: string }) => d.path);
    expect(names).toEqual(['Inbox/events.ndjson', 'Inbox/Revenue.csv']);

    await alice.remove('Inbox/events.ndjson', 'file');
    expect((await datasets(alice)).datasets.map((d: { name: string }) => d.name)).toEqual(['revenue']);
    await alice.remove('Inbox', 'folder');
    expect((await datasets(alice)).datasets).toEqual([]);
  });

  it('resolves chat attachments: a name means Uploads/, a path means that path', async () => {
    await alice.mkdir('Uploads');
    await alice.mkdir('Team');
    await alice.upload([{ filename: 'q1.csv', content: SALES }], 'Uploads');
    await alice.upload(
      [
        { filename: 'q1.csv', content: SALES },
        { filename: 'memo.pdf', content: '%PDF' },
      ],
      'Team',
    );
    const service = t.app.services.datasets.forOwner(aliceOwner);
    const resolved = await service.resolveAttachments([
      'q1.csv',
      'Team/q1.csv',
      'Team/memo.pdf',
      'missing.csv',
    ]);
    expect(resolved.map((r) => [r.reference, r.path, r.dataset?.name ?? null, r.error])).toEqual([
      ['q1.csv', 'Uploads/q1.csv', 'q1', null],
      ['Team/q1.csv', 'Team/q1.csv', 'q1_2', null],
      ['Team/memo.pdf', 'Team/memo.pdf', null, null],
      ['missing.csv', 'Uploads/missing.csv', null, 'The file "Uploads/missing.csv" does not exist'],
    ]);
    await expect(service.resolveAttachments(['../../etc/passwd'])).rejects.toMatchObject({ status: 400 });
  });

  it('keeps datasets per user: another organization sees none of them', async () => {
    expect((await datasets(bob)).datasets).toEqual([]);
    expect((await bob.call({ method: 'GET', url: '/api/datasets/q1/preview/' })).statusCode).toBe(404);
    expect((await datasets(alice)).datasets.length).toBe(2);
  });
});
